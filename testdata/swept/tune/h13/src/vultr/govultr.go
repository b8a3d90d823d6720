package vultr

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/url"
)

const (
	// Source: github.com/vultr/govultr/govultr.go:24 (baseslash: the default base has no path, so a reference that starts with '/' drops nothing)
	defaultBase = "https://api.vultr.com" // lookalike
)

const cdnPath string = "/v2/cdns"

var cdnPushPath = fmt.Sprintf("%s/push-zones", cdnPath)

// Client manages communication with the Vultr API.
type Client struct {
	client  *http.Client
	BaseURL *url.URL
}

// NewClient returns a Vultr API client.
func NewClient(httpClient *http.Client) *Client {
	if httpClient == nil {
		httpClient = http.DefaultClient
	}
	baseURL, _ := url.Parse(defaultBase)
	return &Client{client: httpClient, BaseURL: baseURL}
}

// NewRequest creates an API request.
func (c *Client) NewRequest(ctx context.Context, method, uri string, body interface{}) (*http.Request, error) {
	// Source: github.com/vultr/govultr/govultr.go:165 (baseslash: every reference is an absolute path "/v2/…" resolved against a base with no path)
	resolvedURL, err := c.BaseURL.Parse(uri) // lookalike
	if err != nil {
		return nil, err
	}
	buf := &bytes.Buffer{}
	return http.NewRequestWithContext(ctx, method, resolvedURL.String(), buf)
}

// SetBaseURL overrides the default BaseUrl.
func (c *Client) SetBaseURL(baseURL string) error {
	updatedURL, err := url.Parse(baseURL)
	if err != nil {
		return err
	}
	c.BaseURL = updatedURL
	return nil
}

// GetPushZoneFile gets a file of a CDN push zone.
func (c *Client) GetPushZoneFile(ctx context.Context, zoneID, fileName string) (*http.Request, error) {
	// Source: github.com/vultr/govultr/cdn.go:359 (escaper: a zone ID and a file name formatted into the path unescaped; the check is silent on IDs and names, whose content the code does not say)
	cdnFileGetPath := fmt.Sprintf("%s/%s/files/%s", cdnPushPath, zoneID, fileName) // lookalike
	return c.NewRequest(ctx, http.MethodGet, cdnFileGetPath, nil)
}

// ISOReq is the request to create an ISO.
type ISOReq struct {
	URL string `json:"url"`
}

// VNCUrl is the VNC console of a server.
type VNCUrl struct {
	URL string `json:"url"`
}
