// Package onedrive is a stand-in for github.com/goh-chunlin/go-onedrive:
// requests take a URL relative to BaseURL, resolved with BaseURL.Parse.
package onedrive

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

const defaultBaseURL = "https://graph.microsoft.com/v1.0/"

// Client is a Microsoft Graph client.
type Client struct {
	client  *http.Client
	BaseURL *url.URL
}

// NewClient builds a client with the default base URL.
func NewClient(httpClient *http.Client) *Client {
	if httpClient == nil {
		httpClient = &http.Client{}
	}
	baseURL, _ := url.Parse(defaultBaseURL)
	return &Client{client: httpClient, BaseURL: baseURL}
}

// NewRequest resolves relativeURL against BaseURL.
func (c *Client) NewRequest(method, relativeURL string, body interface{}) (*http.Request, error) {
	if !strings.HasSuffix(c.BaseURL.Path, "/") {
		return nil, fmt.Errorf("BaseURL must have a trailing slash, but %q does not.", c.BaseURL)
	}
	apiURL, err := c.BaseURL.Parse(relativeURL)
	if err != nil {
		return nil, err
	}
	return http.NewRequest(method, apiURL.String(), nil)
}

// NewFileUploadRequest resolves relativeURL against BaseURL for an upload.
func (c *Client) NewFileUploadRequest(relativeURL string, contentType string, fileReader *bytes.Reader) (*http.Request, error) {
	apiURL, err := c.BaseURL.Parse(relativeURL)
	if err != nil {
		return nil, err
	}
	req, err := http.NewRequest("PUT", apiURL.String(), fileReader)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", contentType)
	return req, nil
}

// Do sends the request and decodes the response into v.
func (c *Client) Do(ctx context.Context, req *http.Request, isUsingPlainHttpClient bool, v interface{}) error {
	resp, err := c.client.Do(req.WithContext(ctx))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// DriveItem is a file or folder.
type DriveItem struct {
	Id          string
	Name        string
	DownloadURL string
}
