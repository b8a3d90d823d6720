// Package httpmock is a stand-in for github.com/jarcoal/httpmock: it replaces
// the default HTTP transport and answers requests to registered URLs.
package httpmock

import (
	"bytes"
	"io"
	"net/http"
	"strings"
)

// Responder answers a mocked request.
type Responder func(*http.Request) (*http.Response, error)

var (
	responders = map[string]Responder{}
	calls      = map[string]int{}
	saved      http.RoundTripper
)

type transport struct{}

func (transport) RoundTrip(req *http.Request) (*http.Response, error) {
	key := req.Method + " " + req.URL.String()
	calls[key]++
	if r, ok := responders[key]; ok {
		return r(req)
	}
	calls["NO_RESPONDER"]++
	return &http.Response{StatusCode: http.StatusNotFound, Body: io.NopCloser(strings.NewReader(""))}, nil
}

// Activate installs the mock transport as http.DefaultTransport.
func Activate() {
	saved = http.DefaultTransport
	http.DefaultTransport = transport{}
}

// Deactivate restores the default transport.
func Deactivate() {
	if saved != nil {
		http.DefaultTransport = saved
	}
}

// DeactivateAndReset restores the default transport and drops responders.
func DeactivateAndReset() {
	Deactivate()
	responders = map[string]Responder{}
}

// ZeroCallCounters resets the call counters.
func ZeroCallCounters() { calls = map[string]int{} }

// GetCallCountInfo returns calls per "METHOD URL" key.
func GetCallCountInfo() map[string]int { return calls }

// RegisterResponder registers a responder for method and URL.
func RegisterResponder(method, url string, responder Responder) {
	responders[method+" "+url] = responder
}

// NewBytesResponder returns a responder with a fixed body.
func NewBytesResponder(status int, body []byte) Responder {
	return func(*http.Request) (*http.Response, error) {
		return &http.Response{StatusCode: status, Body: io.NopCloser(bytes.NewReader(body))}, nil
	}
}

// NewStringResponder returns a responder with a fixed string body.
func NewStringResponder(status int, body string) Responder {
	return NewBytesResponder(status, []byte(body))
}
