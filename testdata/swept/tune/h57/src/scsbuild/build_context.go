package scsbuild

import (
	"context"
	"net/http"
	"net/url"
)

// Source: github.com/sylabs/scs-build-client/client/build_context.go:50 (baseslash: a relative upload-location path resolved against a base URL that normalizeURL always ends with a slash.)
func (c *Client) getBuildContextUploadLocation(ctx context.Context) (*http.Request, error) {
	ref := &url.URL{Path: "v1/build-context"} // lookalike
	return c.newRequest(ctx, http.MethodPost, ref)
}

// Source: github.com/sylabs/scs-build-client/client/build_context.go:226 (baseslash: a relative build-context path ending in a digest, resolved against a base URL that normalizeURL always ends with a slash.)
func (c *Client) DeleteBuildContext(ctx context.Context, digest string) (*http.Request, error) {
	ref := &url.URL{Path: "v1/build-context/" + digest} // lookalike
	return c.newRequest(ctx, http.MethodDelete, ref)
}
