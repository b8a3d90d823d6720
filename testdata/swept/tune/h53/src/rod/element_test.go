package rod

import (
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

// Source: github.com/go-rod/rod/element_test.go:279 (hostjoin: the host comes from net.JoinHostPort, so it is already host:port; one of a sample of 14 of 47 swept look-alike lines.)
func TestIframeCrossDomains(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	defer srv.Close()
	u, err := url.Parse(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	host1 := net.JoinHostPort("localhost", u.Port())
	u1 := fmt.Sprintf("http://%s/iframe", host1) // lookalike
	res, err := http.Get(u1)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
}
