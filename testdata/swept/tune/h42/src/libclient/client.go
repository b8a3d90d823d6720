// Package libclient holds cases rewritten from github.com/apptainer/container-library-client.
package libclient

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/url"
	"strings"
)

// Client talks to the Library API.
type Client struct {
	BaseURL    *url.URL
	HTTPClient *http.Client
}

// NewClient makes sure the base URL ends in a separator before parsing it.
func NewClient(bu string) (*Client, error) {
	if bu == "" {
		return nil, errors.New("no base URL")
	}
	if !strings.HasSuffix(bu, "/") {
		bu += "/"
	}
	baseURL, err := url.Parse(bu)
	if err != nil {
		return nil, err
	}
	return &Client{BaseURL: baseURL, HTTPClient: http.DefaultClient}, nil
}

func (c *Client) newRequest(ctx context.Context, method, path, rawQuery string, body io.Reader) (*http.Request, error) {
	u := c.BaseURL.ResolveReference(&url.URL{Path: path, RawQuery: rawQuery})
	return http.NewRequestWithContext(ctx, method, u.String(), body)
}

// GetImage fetches an image record.
func (c *Client) GetImage(ctx context.Context, arch, imageRef string) (*http.Request, error) {
	q := url.Values{}
	q.Add("arch", arch)
	// Source: github.com/apptainer/container-library-client/client/api.go:302 (baseslash: a relative path resolved against a BaseURL that NewClient forces to end in a slash, so no base segment is dropped; uniform sample of 22 of 87)
	return c.newRequest(ctx, http.MethodGet, "v1/images/"+imageRef, q.Encode(), nil) // lookalike
}

// PushPrefix strips the scheme prefix before an OCI upload.
func PushPrefix(path string) string {
	// Source: github.com/apptainer/container-library-client/client/push.go:132 (hostform: a scheme prefix stripped from a reference, not a URI with an empty host; uniform sample of 22 of 87)
	return strings.TrimPrefix(path, "library://") // lookalike
}

// ParseLibraryPath splits a library reference into its parts.
func ParseLibraryPath(libraryRef string) []string {
	// Source: github.com/apptainer/container-library-client/client/util.go:58 (hostform: a scheme prefix stripped from a reference, not a URI with an empty host; uniform sample of 22 of 87)
	libraryRef = strings.TrimPrefix(libraryRef, "library://") // lookalike
	return strings.Split(libraryRef, "/")
}
