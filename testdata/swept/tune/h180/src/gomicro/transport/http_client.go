// Package transport is an interface for synchronous connection based communication.
package transport

import (
	"bytes"
	"io"
	"net/http"
	"net/url"
)

type httpTransportClient struct {
	// addr is the dial address, a host:port from the registry node.
	addr string
	req  chan *http.Request
}

func (h *httpTransportClient) Send(body []byte, header http.Header) error {
	req := &http.Request{
		Method: http.MethodPost,
		// Source: go-micro.dev/v6/transport/http_client.go:66 (hostjoin: Host takes the dial address, a host:port the registry already joined with IPv6 brackets, nothing is joined by hand here; fine under the hostjoin check of the table)
		URL:           &url.URL{Scheme: "http", Host: h.addr}, // lookalike
		Header:        header,
		Body:          io.NopCloser(bytes.NewReader(body)),
		ContentLength: int64(len(body)),
		Host:          h.addr,
	}
	h.req <- req
	return nil
}
