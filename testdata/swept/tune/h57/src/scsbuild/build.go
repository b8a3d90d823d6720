// Package scsbuild holds cases rewritten from github.com/sylabs/scs-build-client.
package scsbuild

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

// Source: github.com/sylabs/scs-build-client/client/build.go:170 (baseslash: a relative reference resolved against a base URL that normalizeURL always ends with a slash, so no part of the base path is dropped.)
func (c *Client) Submit(ctx context.Context) (*http.Request, error) {
	ref := &url.URL{Path: "v1/build"} // lookalike
	return c.newRequest(ctx, http.MethodPost, ref)
}

// Source: github.com/sylabs/scs-build-client/client/build.go:202 (baseslash: a relative cancel path resolved against a base URL that normalizeURL always ends with a slash.)
func (c *Client) Cancel(ctx context.Context, buildID string) (*http.Request, error) {
	ref := &url.URL{Path: fmt.Sprintf("v1/build/%v/_cancel", buildID)} // lookalike
	return c.newRequest(ctx, http.MethodPut, ref)
}

// Source: github.com/sylabs/scs-build-client/client/status.go:20 (baseslash: a relative status path resolved against a base URL that normalizeURL always ends with a slash.)
func (c *Client) GetStatus(ctx context.Context, buildID string) (*http.Request, error) {
	ref := &url.URL{Path: "v1/build/" + buildID} // lookalike
	return c.newRequest(ctx, http.MethodGet, ref)
}

// Source: github.com/sylabs/scs-build-client/client/version.go:20 (baseslash: a relative version path resolved against a base URL that normalizeURL always ends with a slash.)
func (c *Client) GetVersion(ctx context.Context) (*http.Request, error) {
	ref := &url.URL{Path: "version"} // lookalike
	return c.newRequest(ctx, http.MethodGet, ref)
}
