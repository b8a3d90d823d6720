package xnet

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

func TestEscapeXML(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	defer srv.Close()
	u, err := url.Parse(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	// Source: golang.org/x/net/webdav/webdav_test.go:347 (escaper: a raw file name is assigned to the decoded url.URL.Path field, which String escapes, so no escaper is needed)
	u.Path = "/go<lang" // lookalike
	req, err := http.NewRequest("PROPFIND", u.String(), nil)
	if err != nil {
		t.Fatal(err)
	}
	_ = req
}

func TestParseIfHeader(t *testing.T) {
	// Source: golang.org/x/net/webdav/if_test.go:137 (syntax: an RFC 4918 If header value with angle brackets and a space, input to the If-header parser under test; rule 2c)
	in := `<http://www.example.com/users/f/fielding/index.html> (<urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6>)` // lookalike
	if _, ok := parseIfHeader(in); !ok {
		t.Errorf("parseIfHeader(%q) failed", in)
	}
}
