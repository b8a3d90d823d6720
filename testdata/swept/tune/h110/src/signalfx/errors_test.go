package signalfx

import (
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

func TestNewResponseError(t *testing.T) {
	resp := &http.Response{
		StatusCode: http.StatusInternalServerError,
		// Source: github.com/signalfx/signalfx-go/errors_test.go:80 (sink: a URL with a host and no scheme on the request of a canned response; nothing sends it, only its path is read)
		Request: &http.Request{URL: &url.URL{Host: "localhost", Path: "/internal/heathz"}}, // lookalike
		Body:    io.NopCloser(strings.NewReader("issue trying to connect")),
	}
	err := newResponseError(resp, http.StatusOK)
	re, ok := err.(*ResponseError)
	if !ok || re.route != resp.Request.URL.Path {
		t.Fatalf("unexpected error %v", err)
	}
}
