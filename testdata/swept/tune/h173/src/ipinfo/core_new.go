package ipinfo

import (
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
)

const (
	defaultCoreBaseURL = "https://api.ipinfo.io/lookup/"
)

// CoreClient is a client for the IPinfo Core API.
type CoreClient struct {
	// HTTP client used to communicate with the API.
	client *http.Client

	// Base URL for API requests.
	BaseURL *url.URL

	// The API token used for authorization.
	Token string
}

// CoreResponse represents the response from the IPinfo Core API.
type CoreResponse struct {
	IP    net.IP `json:"ip"`
	Bogon bool   `json:"bogon,omitempty"`
}

// NewCoreClient creates a new IPinfo Core API client.
func NewCoreClient(httpClient *http.Client, token string) *CoreClient {
	if httpClient == nil {
		httpClient = http.DefaultClient
	}
	baseURL, _ := url.Parse(defaultCoreBaseURL)
	return &CoreClient{client: httpClient, BaseURL: baseURL, Token: token}
}

// GetIPInfo returns the Core details for the specified IP.
func (c *CoreClient) GetIPInfo(ip net.IP) (*CoreResponse, error) {
	if ip != nil && isBogon(netip.MustParseAddr(ip.String())) {
		return &CoreResponse{IP: ip, Bogon: true}, nil
	}
	relUrl := ""
	if ip != nil {
		relUrl = ip.String()
	}

	req, err := c.newRequest(nil, "GET", relUrl, nil)
	if err != nil {
		return nil, err
	}
	res := new(CoreResponse)
	resp, err := c.client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if err := checkResponse(resp); err != nil {
		return nil, err
	}
	return res, json.NewDecoder(resp.Body).Decode(res)
}

func (c *CoreClient) newRequest(ctx context.Context,
	method string,
	urlStr string,
	body io.Reader,
) (*http.Request, error) {
	if ctx == nil {
		ctx = context.Background()
	}

	u := new(url.URL)
	baseURL := c.BaseURL
	if rel, err := url.Parse(urlStr); err == nil {
		// Source: github.com/ipinfo/go/v2/ipinfo/core_new.go:162 (colonpath: urlStr is ip.String(); a non-bogon IPv6 text led by a hex letter such as abcd::1 parses as scheme abcd, so ResolveReference drops the base and the request goes to abcd::1; the fallback only covers parse errors, exactly the colonpath check's first segment read as a scheme)
		u = baseURL.ResolveReference(rel) // defect colonpath
	} else if strings.ContainsRune(urlStr, ':') {
		// IPv6 strings fail to parse as URLs, so let's add it as a URL Path.
		*u = *baseURL
		// Source: github.com/ipinfo/go/v2/ipinfo/core_new.go:166 (baseslash: the IP is appended to the decoded Path of a copy of the base https://api.ipinfo.io/lookup/, which ends in a slash, and URL.String escapes it, so the result is base plus IP and no reference is resolved against a slashless base)
		u.Path += urlStr // lookalike
	} else {
		return nil, err
	}

	req, err := http.NewRequestWithContext(ctx, method, u.String(), body)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Accept", "application/json")
	if c.Token != "" {
		req.Header.Set("Authorization", "Bearer "+c.Token)
	}
	return req, nil
}
