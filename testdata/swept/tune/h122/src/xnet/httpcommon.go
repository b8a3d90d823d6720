package xnet

import (
	"errors"
	"net/http"
	"strings"
)

// Source: golang.org/x/net/internal/httpcommon/gzip.go:16 (syntax: an error message that starts with the package prefix "http:", not a URI)
var errConcurrentRead = errors.New("http: concurrent read on response body") // lookalike

// encodeRequestHeaders stands in for the HTTP/2 header encoder.
func encodeRequestHeaders(req *http.Request) (string, error) {
	if req.URL.Opaque != "" && !strings.HasPrefix(req.URL.Opaque, "/") {
		return "", errors.New("bad opaque")
	}
	p := req.URL.RequestURI()
	if !strings.HasPrefix(p, "/") {
		return "", errors.New("path")
	}
	return p, nil
}
