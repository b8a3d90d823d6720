// Package goproxy is a minimal stub of github.com/elazarl/goproxy.
package goproxy

import (
	"bytes"
	"io"
	"net/http"
)

// NewResponse makes a response to r.
func NewResponse(r *http.Request, contentType string, status int, body string) *http.Response {
	resp := &http.Response{Request: r, StatusCode: status, Header: make(http.Header)}
	resp.Header.Add("Content-Type", contentType)
	resp.Body = io.NopCloser(bytes.NewBufferString(body))
	return resp
}
