package packngo

import (
	"bytes"
	"fmt"
	"net/http"
	"net/url"
	"path"
	"strconv"
)

const (
	// Source: github.com/packethost/packngo/packngo.go:23 (baseslash: the base ends in '/', and NewRequest strips the leading '/' of each path before resolving it, so nothing is dropped)
	baseURL = "https://api.equinix.com/metal/v1/" // lookalike

	deviceBasePath = "/devices"
	batchBasePath  = "/batches"
)

// Client is the Equinix Metal client.
type Client struct {
	client  *http.Client
	BaseURL *url.URL
}

// NewClient returns a client.
func NewClient() (*Client, error) {
	c := &Client{client: http.DefaultClient}
	var err error
	c.BaseURL, err = url.Parse(baseURL)
	if err != nil {
		return nil, err
	}
	return c, nil
}

// NewRequest inits a new http request with the proper headers.
func (c *Client) NewRequest(method, path string) (*http.Request, error) {
	// relative path to append to the endpoint url, no leading slash please
	if path[0] == '/' {
		path = path[1:]
	}
	rel, err := url.Parse(path)
	if err != nil {
		return nil, err
	}
	u := c.BaseURL.ResolveReference(rel)
	return http.NewRequest(method, u.String(), new(bytes.Buffer))
}

// GetOptions are the options of a GET call.
type GetOptions struct {
	Includes []string
	Page     int
}

// Encode generates a URL query string.
func (g *GetOptions) Encode() string {
	if g == nil {
		return ""
	}
	v := url.Values{}
	if g.Page != 0 {
		v.Add("page", strconv.Itoa(g.Page))
	}
	return v.Encode()
}

// WithQuery adds the query of the options to a path.
func (g *GetOptions) WithQuery(apiPath string) string {
	params := g.Encode()
	if params != "" {
		// Source: github.com/packethost/packngo/api_call_options.go:88 (escaper: a whole query encoded by url.Values, put after '?')
		return fmt.Sprintf("%s?%s", apiPath, params) // lookalike
	}
	return apiPath
}

// GetBandwidth builds the request of the bandwidth of a device.
func (c *Client) GetBandwidth(deviceID string, opts *GetOptions) (*http.Request, error) {
	// Source: github.com/packethost/packngo/devices.go:195 (pathjoin: path.Join of an API path and an ID, no URI with a scheme)
	endpointPath := path.Join(deviceBasePath, deviceID, "bandwidth") // lookalike
	return c.NewRequest("GET", opts.WithQuery(endpointPath))
}

// DeleteBatch builds the request that deletes a batch.
func (c *Client) DeleteBatch(id string, removeDevices bool) (*http.Request, error) {
	// Source: github.com/packethost/packngo/batches.go:115 (escaper: an ID in the path and a boolean in the query, which hold nothing to escape)
	apiPath := fmt.Sprintf("%s/%s?remove_associated_instances=%t", batchBasePath, id, removeDevices) // lookalike
	return c.NewRequest("DELETE", apiPath)
}

// DeviceCreateRequest creates a device.
type DeviceCreateRequest struct {
	Hostname      string
	IPXEScriptURL string
}
