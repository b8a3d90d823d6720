package signalfx

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
)

// DeleteOrgToken deletes a token.
func (c *Client) DeleteOrgToken(ctx context.Context, name string) error {
	// Source: github.com/signalfx/signalfx-go/orgtoken.go:46 (escaper: the path-escaped name goes into the decoded url.URL.Path field through doRequest, so String escapes its percent signs again)
	resp, err := c.doRequest(ctx, "DELETE", "/v2/token/"+url.PathEscape(name), nil, nil) // defect escaper
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// GetOrgToken gets a token.
func (c *Client) GetOrgToken(ctx context.Context, id string) error {
	// Source: github.com/signalfx/signalfx-go/orgtoken.go:63 (escaper: the path-escaped id goes into the decoded url.URL.Path field through doRequest, so String escapes its percent signs again)
	resp, err := c.doRequest(ctx, "GET", "/v2/token/"+url.PathEscape(id), nil, nil) // defect escaper
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// UpdateOrgToken updates a token.
func (c *Client) UpdateOrgToken(ctx context.Context, id string) error {
	// Source: github.com/signalfx/signalfx-go/orgtoken.go:89 (escaper: the path-escaped id goes into the decoded url.URL.Path field through doRequest, so String escapes its percent signs again)
	resp, err := c.doRequest(ctx, "PUT", "/v2/token/"+url.PathEscape(id), nil, nil) // defect escaper
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// SearchOrgTokens searches tokens by name.
func (c *Client) SearchOrgTokens(ctx context.Context, limit int, name string, offset int) error {
	params := url.Values{}
	params.Add("limit", strconv.Itoa(limit))
	// Source: github.com/signalfx/signalfx-go/orgtoken.go:112 (escaper: url.PathEscape used for a query value that url.Values.Encode escapes again, so a slash arrives as a literal percent-2F)
	params.Add("name", url.PathEscape(name)) // defect escaper
	params.Add("offset", strconv.Itoa(offset))
	resp, err := c.doRequest(ctx, "GET", "/v2/token", params, nil)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("status %d", resp.StatusCode)
	}
	return nil
}
