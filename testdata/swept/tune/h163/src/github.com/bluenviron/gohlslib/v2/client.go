// Package gohlslib is a stand-in for github.com/bluenviron/gohlslib/v2.
package gohlslib

import "net/http"

// Client is a HLS client.
type Client struct {
	// URI of the multivariant playlist.
	URI        string
	HTTPClient *http.Client
}

// Start starts fetching the playlist at URI.
func (c *Client) Start() error {
	hc := c.HTTPClient
	if hc == nil {
		hc = http.DefaultClient
	}
	res, err := hc.Get(c.URI)
	if err != nil {
		return err
	}
	return res.Body.Close()
}
