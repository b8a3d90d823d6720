package faascli

import (
	"fmt"
	"io"
	"net/http"
	"net/url"
	gopath "path"
	"strings"
)

// Client an API client to perform all operations
type Client struct {
	httpClient *http.Client
	//GatewayURL base URL of OpenFaaS gateway
	GatewayURL *url.URL
}

// NewClient initializes a new API client
func NewClient(gatewayURL string) (*Client, error) {
	gatewayURL = strings.TrimRight(gatewayURL, "/")
	baseURL, err := url.Parse(gatewayURL)
	if err != nil {
		return nil, fmt.Errorf("invalid gateway URL: %s", gatewayURL)
	}
	return &Client{httpClient: &http.Client{}, GatewayURL: baseURL}, nil
}

// newRequest create a new HTTP request with authentication
func (c *Client) newRequest(method, path string, query url.Values, body io.Reader) (*http.Request, error) {
	endpoint, err := url.Parse(c.GatewayURL.String())
	if err != nil {
		return nil, err
	}

	// Source: github.com/openfaas/faas-cli/proxy/client.go:70 (pathjoin: path.Join works on the Path field of the parsed gateway URL, not on a whole URL, so no scheme slashes are collapsed)
	endpoint.Path = gopath.Join(endpoint.Path, path) // lookalike
	// Source: github.com/openfaas/faas-cli/proxy/client.go:71 (escaper: the query is a url.Values encoded with Encode, the right escaper for a query)
	endpoint.RawQuery = query.Encode() // lookalike

	return http.NewRequest(method, endpoint.String(), body)
}

func addQueryParams(u string, params map[string]string) (string, error) {
	parsedURL, err := url.Parse(u)
	if err != nil {
		return u, err
	}

	qs := parsedURL.Query()
	for key, value := range params {
		qs.Add(key, value)
	}
	// Source: github.com/openfaas/faas-cli/proxy/client.go:165 (escaper: the parameters are added to url.Values and encoded with Encode, the right escaper for a query)
	parsedURL.RawQuery = qs.Encode() // lookalike
	return parsedURL.String(), nil
}
