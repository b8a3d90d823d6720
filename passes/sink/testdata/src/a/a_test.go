package a

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

// A test builds requests for its handlers as often as for a client: a
// path is no finding there, but a host name where the path goes is, as
// no request a handler gets starts with one.
func TestHandler(t *testing.T) {
	req, _ := http.NewRequest("GET", "/status/418", nil)
	httptest.NewRecorder().Code = 0
	_ = req
	req, _ = http.NewRequest("GET", "www.example.com", nil) // want `sink: net/http.NewRequest sends a request to an absolute URI, but "www.example.com" starts with the host`
	_ = req
	//lint:ignore SA1007 the error is recreated on purpose
	_, err := url.Parse("http//bad.example.com/x")
	_ = err
}

// A Go example's request is a placeholder for its reader.
func ExampleRequest() {
	req, _ := http.NewRequest("GET", "example.com", nil)
	_ = req
}
