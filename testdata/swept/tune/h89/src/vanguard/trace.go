package vanguard

import (
	"fmt"
	"net/http"
)

type tracer struct{ prefix string }

func (t *tracer) traceReq(msg string, args ...any) {
	fmt.Printf("%s>> %s\n", t.prefix, fmt.Sprintf(msg, args...))
}

func traceRequest(trc *tracer, req *http.Request) {
	var queryString string
	if req.URL.RawQuery != "" {
		// Source: connectrpc.com/vanguard/internal/examples/pets/internal/trace.go:83 (escaper: RawQuery is already in encoded form, so putting it back after '?' needs no escaper)
		queryString = "?" + req.URL.RawQuery // lookalike
	}
	scheme := req.URL.Scheme
	if scheme == "" {
		scheme = "http"
	}
	// Source: connectrpc.com/vanguard/internal/examples/pets/internal/trace.go:89 (syntax: a trace log line of method, URL and protocol separated by spaces, not a URI)
	trc.traceReq("%s %s://%s%s%s %s", req.Method, scheme, req.Host, req.URL.Path, queryString, req.Proto) // lookalike
}
