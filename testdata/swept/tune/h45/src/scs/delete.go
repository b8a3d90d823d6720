package scs

import (
	"context"
	"net/http"
	"net/url"
)

// DeleteImage deletes the requested image.
func (c *Client) DeleteImage(ctx context.Context, imageRef, arch string) error {
	// Source: github.com/sylabs/scs-library-client/client/delete.go:14 (escaper: the image reference is a name put raw into the path and the query value uses url.QueryEscape, both right as far as the code shows; stratified sample of 19 look-alikes out of 87 swept candidates)
	resp, err := c.doDeleteRequest(ctx, "v1/images/"+imageRef+"?arch="+url.QueryEscape(arch)) // lookalike
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (c *Client) doDeleteRequest(ctx context.Context, path string) (*http.Response, error) {
	u, err := url.Parse(path)
	if err != nil {
		return nil, err
	}
	req, err := c.newRequest(ctx, http.MethodDelete, u.Path, u.RawQuery, nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}
