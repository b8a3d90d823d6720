// Package webdav is the PhotoPrism WebDAV client.
package webdav

import (
	"fmt"
	"net/http"
	"net/url"
)

// Client represents a webdav client.
type Client struct {
	client   *http.Client
	endpoint *url.URL
}

// clientUrl returns the validated server url including username and password, if specified.
func clientUrl(serverUrl, user, pass string) (*url.URL, error) {
	result, err := url.Parse(serverUrl)

	// Check url.
	if err != nil {
		return nil, err
	} else if result == nil {
		return nil, fmt.Errorf("invalid server url")
	}

	// Set user and password if provided.
	if user != "" {
		// Source: github.com/photoprism/photoprism/internal/service/webdav/client.go:43 (credentials: url.UserPassword gets the account user and password passed in, no constant, so the credentials check, which names userinfo passwords and constant url.UserPassword passwords, is not met)
		result.User = url.UserPassword(user, pass) // lookalike
	}

	return result, nil
}

// NewClient creates a new WebDAV client for the specified endpoint.
func NewClient(serverUrl, user, pass string) (*Client, error) {
	endpoint, err := clientUrl(serverUrl, user, pass)

	if err != nil {
		return nil, err
	}

	return &Client{client: &http.Client{}, endpoint: endpoint}, nil
}
