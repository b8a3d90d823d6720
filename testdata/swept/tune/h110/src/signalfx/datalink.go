package signalfx

import (
	"bytes"
	"context"
	"net/url"
)

// UpdateDataLink updates a data link.
func (c *Client) UpdateDataLink(ctx context.Context, id string, payload []byte) error {
	// Source: github.com/signalfx/signalfx-go/datalink.go:90 (escaper: the path-escaped id goes into the decoded url.URL.Path field through doRequest, so String escapes its percent signs again)
	resp, err := c.doRequest(ctx, "PUT", "/v2/crosslink/"+url.PathEscape(id), nil, bytes.NewReader(payload)) // defect escaper
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
