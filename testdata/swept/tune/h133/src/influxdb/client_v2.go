package influxdb

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"path"
	"strconv"
)

// HTTPClient is the second-generation client.
type HTTPClient struct {
	url url.URL
	hc  *http.Client
}

// NewHTTPClient checks addr and returns a client for it.
func NewHTTPClient(addr string) (*HTTPClient, error) {
	u, err := url.Parse(addr)
	if err != nil {
		return nil, err
	} else if u.Scheme != "http" && u.Scheme != "https" {
		// Source: github.com/influxdata/influxdb/client/v2/client.go:131 (hostform: the schemes without a host are prose in an error message telling what an address must start with, not a URI; uniform sample of 31 of 94.)
		m := fmt.Sprintf("Unsupported protocol scheme: %s, your address must start with http:// or https://", u.Scheme) // lookalike
		return nil, errors.New(m)
	}
	return &HTTPClient{url: *u, hc: &http.Client{}}, nil
}

// WriteRawCtx posts body to the write endpoint.
func (c *HTTPClient) WriteRawCtx(ctx context.Context, body io.Reader) error {
	u := c.url
	// Source: github.com/influxdata/influxdb/client/v2/client.go:427 (pathjoin: path.Join is applied to the path field of a parsed url.URL, not to a URI string; uniform sample of 31 of 94.)
	u.Path = path.Join(u.Path, "write") // lookalike
	req, err := http.NewRequestWithContext(ctx, "POST", u.String(), body)
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// QueryAsChunk asks for a chunked response.
func (c *HTTPClient) QueryAsChunk(req *http.Request, chunkSize int) (*http.Response, error) {
	params := req.URL.Query()
	params.Set("chunked", "true")
	if chunkSize > 0 {
		params.Set("chunk_size", strconv.Itoa(chunkSize))
	}
	// Source: github.com/influxdata/influxdb/client/v2/client.go:634 (escaper: the query comes from url.Values.Encode, which escapes each value; uniform sample of 31 of 94.)
	req.URL.RawQuery = params.Encode() // lookalike
	return c.hc.Do(req)
}
