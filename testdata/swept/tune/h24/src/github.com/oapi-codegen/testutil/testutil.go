// Package testutil stands in for github.com/oapi-codegen/testutil: only
// what the cases call.
package testutil

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// RequestBuilder builds a request for a handler under test.
type RequestBuilder struct {
	Method string
	Path   string
}

// NewRequest returns a new request builder.
func NewRequest() *RequestBuilder { return &RequestBuilder{} }

// Get sets the method to GET and the path (and query) of the request.
func (r *RequestBuilder) Get(path string) *RequestBuilder {
	r.Method = http.MethodGet
	r.Path = path
	return r
}

// CompletedRequest holds the response of a handler.
type CompletedRequest struct {
	Recorder *httptest.ResponseRecorder
}

// Code returns the status code of the response.
func (c *CompletedRequest) Code() int { return c.Recorder.Code }

// GoWithHTTPHandler runs the request against the handler.
func (r *RequestBuilder) GoWithHTTPHandler(t *testing.T, handler http.Handler) *CompletedRequest {
	req := httptest.NewRequest(r.Method, r.Path, nil)
	rec := httptest.NewRecorder()
	handler.ServeHTTP(rec, req)
	return &CompletedRequest{Recorder: rec}
}
