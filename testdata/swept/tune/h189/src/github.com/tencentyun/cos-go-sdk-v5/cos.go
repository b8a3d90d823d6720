// Package cos is a stand-in for the Tencent Cloud COS SDK.
package cos

import (
	"net/http"
	"net/url"
)

// BaseURL holds the service and bucket endpoints.
type BaseURL struct {
	BucketURL  *url.URL
	ServiceURL *url.URL
}

// AuthorizationTransport signs requests.
type AuthorizationTransport struct {
	SecretID  string
	SecretKey string
}

// RoundTrip signs and sends the request.
func (t *AuthorizationTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	return http.DefaultTransport.RoundTrip(req)
}

// Client is a COS client.
type Client struct {
	BaseURL *BaseURL
	client  *http.Client
}

// NewClient builds a client whose requests go to the URLs in uri.
func NewClient(uri *BaseURL, httpClient *http.Client) *Client {
	return &Client{BaseURL: uri, client: httpClient}
}
