package scs

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// DownloadImage requests an image file.
func (c *Client) DownloadImage(ctx context.Context, arch, path, tag string) (*http.Response, error) {
	// Source: github.com/sylabs/scs-library-client/client/pull.go:42 (colonpath: the relative path starts with the segment "v1", the colon only comes in a later segment; stratified sample of 19 look-alikes out of 87 swept candidates)
	apiPath := fmt.Sprintf("v1/imagefile/%s:%s", strings.TrimPrefix(path, "/"), tag) // lookalike
	q := url.Values{}
	q.Add("arch", arch)
	req, err := c.newRequest(ctx, http.MethodGet, apiPath, q.Encode(), nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}
