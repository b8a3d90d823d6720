package sling

import (
	"fmt"
	"net"
	"net/http"
	"testing"
)

func TestPathSetter(t *testing.T) {
	cases := []struct {
		rawURL         string
		path           string
		expectedRawURL string
	}{
		// Source: github.com/dghubble/sling/sling_test.go:175 (baseslash: the base ends in "/", so "bar" lands under "foo/"; a row of a table that varies the base on purpose)
		{"http://a.io/foo/", "bar", "http://a.io/foo/bar"}, // lookalike
		// rawURL should end in trailing slash if it is to be Path extended
		// Source: github.com/dghubble/sling/sling_test.go:177 (baseslash: a table row that varies the base on purpose, its expected output shows "foo" replaced, rules 2c and 2d)
		{"http://a.io/foo", "bar", "http://a.io/bar"}, // lookalike
		// Source: github.com/dghubble/sling/sling_test.go:178 (baseslash: the next row of the same table, a reference starting with "/" that replaces the base path on purpose, rules 2c and 2d)
		{"http://a.io/foo", "/bar", "http://a.io/bar"}, // lookalike
	}
	for _, c := range cases {
		sling := New().Base(c.rawURL).Path(c.path)
		if sling.rawURL != c.expectedRawURL {
			t.Errorf("expected %s, got %s", c.expectedRawURL, sling.rawURL)
		}
	}
}

func TestReuseTcpConnections(t *testing.T) {
	ln, err := net.Listen("tcp", ":0")
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/dghubble/sling/sling_test.go:931 (hostjoin: ln.Addr() is already host:port, with brackets for IPv6; no ':' join)
	rawURL := fmt.Sprintf("http://%s/", ln.Addr()) // lookalike
	server := http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, `{"text": "Some text"}`)
	})}
	go server.Serve(ln)
	defer server.Close()

	req, err := New().Base(rawURL).Path("foo/").Request()
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}
