// Package retryablehttp is a stub of github.com/hashicorp/go-retryablehttp, with the real signatures of the
// functions and fields that urilint's sink table names.
package retryablehttp

import (
	"context"
	"net/http"
	"net/url"
)

type Client struct{}

type Request struct{ *http.Request }

func NewRequest(method, url string, rawBody interface{}) (*Request, error) { return nil, nil }

func NewRequestWithContext(ctx context.Context, method, url string, rawBody interface{}) (*Request, error) {
	return nil, nil
}

func Get(url string) (*http.Response, error)                              { return nil, nil }
func (c *Client) Get(url string) (*http.Response, error)                  { return nil, nil }
func Head(url string) (*http.Response, error)                             { return nil, nil }
func (c *Client) Head(url string) (*http.Response, error)                 { return nil, nil }
func Post(url, bodyType string, body interface{}) (*http.Response, error) { return nil, nil }
func (c *Client) Post(url, bodyType string, body interface{}) (*http.Response, error) {
	return nil, nil
}
func PostForm(url string, data url.Values) (*http.Response, error)             { return nil, nil }
func (c *Client) PostForm(url string, data url.Values) (*http.Response, error) { return nil, nil }
