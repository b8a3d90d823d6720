package zendesk

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strings"
)

const (
	// Source: github.com/nukosuke/go-zendesk/zendesk/zendesk.go:17 (hostjoin: a subdomain, checked against a regexp first, put inside a known host, no port joined with ':')
	baseURLFormat = "https://%s.zendesk.com/api/v2" // lookalike
)

var subdomainRegexp = regexp.MustCompile("^[a-z0-9][a-z0-9-]+[a-z0-9]$")

// Client of Zendesk API.
type Client struct {
	baseURL    *url.URL
	httpClient *http.Client
}

// NewClient creates a new client.
func NewClient(httpClient *http.Client) (*Client, error) {
	if httpClient == nil {
		httpClient = http.DefaultClient
	}
	return &Client{httpClient: httpClient}, nil
}

// SetSubdomain saves subdomain in client. It will be used
// when call API
func (z *Client) SetSubdomain(subdomain string) error {
	if !subdomainRegexp.MatchString(subdomain) {
		return fmt.Errorf("%s is invalid subdomain", subdomain)
	}
	baseURLString := fmt.Sprintf(baseURLFormat, subdomain)
	baseURL, err := url.Parse(baseURLString)
	if err != nil {
		return err
	}
	z.baseURL = baseURL
	return nil
}

// SetEndpointURL replace full URL of endpoint without subdomain validation.
func (z *Client) SetEndpointURL(newURL string) error {
	baseURL, err := url.Parse(newURL)
	if err != nil {
		return err
	}
	z.baseURL = baseURL
	return nil
}

func (z *Client) get(ctx context.Context, path string) ([]byte, error) {
	// Source: github.com/nukosuke/go-zendesk/zendesk/zendesk.go:125 (baseslash: the path is appended to the base's text, nothing is resolved)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, z.baseURL.String()+path, nil) // lookalike
	if err != nil {
		return nil, err
	}
	resp, err := z.httpClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return io.ReadAll(resp.Body)
}

// SearchOrganizationsByExternalID finds organizations by their external ID.
func (z *Client) SearchOrganizationsByExternalID(ctx context.Context, externalID string) ([]byte, error) {
	// Source: github.com/nukosuke/go-zendesk/zendesk/organization.go:130 (escaper: an external ID written into the query unescaped; the check is silent on IDs, whose content the code does not say)
	return z.get(ctx, fmt.Sprintf("/organizations/search?external_id=%s", externalID)) // lookalike
}

// GetCountTicketsInViews counts tickets in views.
func (z *Client) GetCountTicketsInViews(ctx context.Context, ids []string) ([]byte, error) {
	idsURLParameter := strings.Join(ids, ",")
	return z.get(ctx, fmt.Sprintf("/views/count_many?ids=%s", idsURLParameter))
}
