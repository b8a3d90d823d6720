package templ

import (
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

func (h *Handler) modifyResponse(r *http.Response) error { return nil }

func TestProxyGzipNonHTML(t *testing.T) {
	r := &http.Response{
		Body:   io.NopCloser(strings.NewReader(`{"key": "value"}`)),
		Header: make(http.Header),
		Request: &http.Request{
			// Source: github.com/a-h/templ/cmd/templ/generatecmd/proxy/proxy_test.go:284 (plainhttp: the URL only labels a synthetic response handed to modifyResponse; example.com is a documentation host and no request is sent)
			URL: &url.URL{Scheme: "http", Host: "example.com"}, // lookalike
		},
	}
	r.Header.Set("Content-Type", "application/json")
	r.Header.Set("Content-Encoding", "gzip")
	h := &Handler{}
	if err := h.modifyResponse(r); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
}
