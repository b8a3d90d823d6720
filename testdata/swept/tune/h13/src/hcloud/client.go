package hcloud

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// Endpoint is the base URL of the API.
const Endpoint = "https://api.hetzner.cloud/v1"

// Source: github.com/hetznercloud/hcloud-go/hcloud/metadata/client.go:22 (plainhttp: the metadata service on the link-local address, which speaks only plain HTTP)
const MetadataEndpoint = "http://169.254.169.254/hetzner/v1/metadata" // lookalike

// Client is a client for the Hetzner Cloud API.
type Client struct {
	endpoint   string
	httpClient *http.Client
}

// A ClientOption is used to configure a Client.
type ClientOption func(*Client)

// WithEndpoint configures a Client to use the specified API endpoint.
func WithEndpoint(endpoint string) ClientOption {
	return func(client *Client) {
		client.endpoint = strings.TrimRight(endpoint, "/")
	}
}

// NewClient creates a new client.
func NewClient(options ...ClientOption) *Client {
	client := &Client{endpoint: Endpoint, httpClient: &http.Client{}}
	for _, option := range options {
		option(client)
	}
	return client
}

// NewRequest creates an HTTP request against the API.
func (c *Client) NewRequest(ctx context.Context, method, path string, body io.Reader) (*http.Request, error) {
	// Source: github.com/hetznercloud/hcloud-go/hcloud/client.go:341 (baseslash: the path is appended to the endpoint as text, not resolved against it, so no segment is dropped)
	url := c.endpoint + path // lookalike
	return http.NewRequestWithContext(ctx, method, url, body)
}

// GetRRSet builds the request of one RRSet of a zone.
func (c *Client) GetRRSet(ctx context.Context, zoneIDOrName, rrsetName, rrsetType string) (*http.Request, error) {
	const opPath = "/zones/%s/rrsets/%s/%s"
	// Source: github.com/hetznercloud/hcloud-go/hcloud/zone_rrset.go:93 (escaper: a zone name, a record name and a type formatted into the path unescaped; the check is silent on names whose content the code does not say)
	reqPath := fmt.Sprintf(opPath, zoneIDOrName, rrsetName, rrsetType) // lookalike
	return c.NewRequest(ctx, http.MethodGet, reqPath, nil)
}

// ServerActionRequestConsoleResponse is the response of the console request.
type ServerActionRequestConsoleResponse struct {
	WSSURL   string `json:"wss_url"`
	Password string `json:"password"`
}
