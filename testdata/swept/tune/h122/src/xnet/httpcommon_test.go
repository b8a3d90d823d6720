package xnet

import (
	"net/http"
	"net/url"
	"testing"
)

func TestEncodeHeaders(t *testing.T) {
	for _, test := range []struct {
		name string
		u    *url.URL
		want string
	}{{
		name: "invalid path",
		// Source: golang.org/x/net/internal/httpcommon/request_test.go:610 (syntax: a path without a leading slash next to a host, in the row named invalid path that expects an error; rules 2a and 2b)
		u:    &url.URL{Scheme: "https", Host: "example.tld", Path: "no_leading_slash"}, // lookalike
		want: "path",
	}} {
		_, err := encodeRequestHeaders(&http.Request{Method: "GET", URL: test.u})
		if err == nil || err.Error() != test.want {
			t.Errorf("%s: got %v, want error %q", test.name, err, test.want)
		}
	}
}
