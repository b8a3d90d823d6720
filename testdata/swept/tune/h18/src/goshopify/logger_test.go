package goshopify

import (
	"bytes"
	"net/http"
	"net/url"
	"testing"
)

var app = App{
	ApiKey:      "apikey",
	ApiSecret:   "hush",
	RedirectUrl: "https://example.com/callback",
	Scope:       "read_products",
}

func TestDoGetHeadersDebug(t *testing.T) {
	err := &bytes.Buffer{}
	out := &bytes.Buffer{}
	logger := &LeveledLogger{Level: LevelDebug, stderrOverride: err, stdoutOverride: out}

	reqExpected := "[DEBUG] GET: //http:%2F%2Ftest.com/foo/1\n"

	client := MustNewClient(app, "fooshop", "abcd", WithLogger(logger))

	client.logRequest(nil)
	if out.String() != "" {
		t.Errorf("logRequest expected empty log output received \"%s\"", out.String())
	}

	client.logRequest(&http.Request{
		Method: "GET",
		// Source: github.com/bold-commerce/go-shopify/logger_test.go:99 (syntax: a scheme in the Host field of a request URL the test logs as a working request; the test names nothing odd in it, rule 1)
		URL: &url.URL{Host: "http://test.com", Path: "/foo/1"}, // defect syntax
	})

	if out.String() != reqExpected {
		t.Errorf("doGetHeadersDebug expected stdout \"%s\" received \"%s\"", reqExpected, out)
	}
}
