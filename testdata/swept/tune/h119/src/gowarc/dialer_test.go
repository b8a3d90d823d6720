package gowarc

import (
	"bufio"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

func parseRequestTargetURI(scheme, raw string) (string, error) {
	req, err := http.ReadRequest(bufio.NewReader(strings.NewReader(raw)))
	if err != nil {
		return "", err
	}
	u := url.URL{Scheme: scheme, Host: req.Host, Path: req.URL.Path}
	return u.String(), nil
}

// Source: github.com/internetarchive/gowarc/dialer_test.go:53 (plainhttp: example.com is a documentation host, the expected output of the request-target parser)
func TestParseRequestTargetURI(t *testing.T) {
	uri, err := parseRequestTargetURI("http", "GET /index.html HTTP/1.0\r\nHost: example.com\r\n\r\n")
	if err != nil {
		t.Fatal(err)
	}
	expected := "http://example.com/index.html" // lookalike
	if uri != expected {
		t.Errorf("expected %s, got %s", expected, uri)
	}
}
