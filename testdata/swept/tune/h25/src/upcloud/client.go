// Package upcloud holds the cases of github.com/UpCloudLtd/upcloud-go-api.
package upcloud

import (
	"net/url"
	"os"
)

const (
	// APIBaseURL is the base URL of the UpCloud API.
	APIBaseURL string = "https://api.upcloud.com"
	// EnvDebugAPIBaseURL names the variable that overrides the base URL.
	EnvDebugAPIBaseURL string = "UPCLOUD_DEBUG_API_BASE_URL"
)

// Client talks to the UpCloud API.
type Client struct {
	baseURL string
}

// New returns a client.
func New() *Client {
	return &Client{baseURL: clientBaseURL(os.Getenv(EnvDebugAPIBaseURL))}
}

func clientBaseURL(URL string) string {
	if URL == "" {
		return APIBaseURL
	}

	if u, err := url.Parse(URL); err != nil || u.Scheme == "" || u.Host == "" {
		return APIBaseURL
	}

	return URL
}
