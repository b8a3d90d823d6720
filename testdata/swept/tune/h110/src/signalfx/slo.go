package signalfx

import "context"

// GetSlo gets an SLO.
func (c *Client) GetSlo(ctx context.Context, id string) error {
	// Source: github.com/signalfx/signalfx-go/slo.go:16 (escaper: an ID raw in a path segment; whether it needs escaping is not known from the code)
	resp, err := c.doRequest(ctx, "GET", "/v2/slo/"+id, nil, nil) // lookalike
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
