package websocket

import (
	"net/http"
	"net/url"
)

func connectRequest(addr string, header http.Header) *http.Request {
	return &http.Request{
		Method: http.MethodConnect,
		// Source: github.com/gorilla/websocket/proxy.go:52 (sink: the CONNECT request target is the bare host:port addr in Opaque, which is the required form for CONNECT (rule 5))
		URL:    &url.URL{Opaque: addr}, // lookalike
		Host:   addr,
		Header: header,
	}
}
