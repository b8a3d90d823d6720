package httpbin

import (
	"net/http"
	"net/url"
	"testing"
)

func mustParse(s string) *url.URL {
	u, e := url.Parse(s)
	if e != nil {
		panic(e)
	}
	return u
}

func TestGetURL(t *testing.T) {
	tests := []struct {
		name     string
		input    *http.Request
		expected *url.URL
	}{
		{
			"if request URL host is empty, host is request.host",
			&http.Request{
				// Source: github.com/mccutchen/go-httpbin/v2/httpbin/helpers_test.go:82 (hostform: the empty host is the point of this row, whose name says so, and it is input to getURL, which rebuilds request URLs (rule 2b/2c).)
				URL:  mustParse("http:///just/a/path"), // lookalike
				Host: "zombo.com",
			},
			// Source: github.com/mccutchen/go-httpbin/v2/httpbin/helpers_test.go:84 (plainhttp: the plain-http public host is the expected output of the URL-building code under test, and is never fetched.)
			mustParse("http://zombo.com/just/a/path"), // lookalike
		},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			res := getURL(test.input)
			if res.String() != test.expected.String() {
				t.Fatalf("URL mismatch: %s", res)
			}
		})
	}
}
