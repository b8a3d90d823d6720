package handlers

import (
	"bytes"
	"io"
	"net/http"
	"net/url"
	"testing"
	"time"
)

func LoggingScenario1(t *testing.T, formatter func(io.Writer, LogFormatterParams), expected string) {
	loc, _ := time.LoadLocation("Europe/Warsaw")
	ts := time.Date(1983, 0o5, 26, 3, 30, 45, 0, loc)
	buf := new(bytes.Buffer)
	req := constructConnectRequest()
	formatter(buf, LogFormatterParams{Request: req, URL: *req.URL, TimeStamp: ts, StatusCode: http.StatusOK, Size: 100})
	if buf.String() != expected {
		t.Fatalf("wrong log, got %q want %q", buf.String(), expected)
	}
}

func TestLogFormatterCombinedLog_Scenario1(t *testing.T) {
	formatter := writeCombinedLog
	// Source: github.com/gorilla/handlers/logging_test.go:168 (syntax: an expected combined log line that quotes the Referer URL among other fields; no URI)
	expected := "192.168.100.5 - - [26/May/1983:03:30:45 +0200] \"GET / HTTP/1.1\" 200 100 \"http://example.com\" " + // lookalike
		"\"Mozilla/5.0 (Macintosh; Intel Mac OS X 10_8_2) " +
		"AppleWebKit/537.33 (KHTML, like Gecko) Chrome/27.0.1430.0 Safari/537.33\"\n"
	LoggingScenario1(t, formatter, expected)
}

func TestLogFormatterCombinedLog_Scenario2(t *testing.T) {
	formatter := writeCombinedLog
	// Source: github.com/gorilla/handlers/logging_test.go:182 (port: the CONNECT target www.example.com:443 in an expected log line, where the port is required and no URI is)
	expected := "192.168.100.5 - - [26/May/1983:03:30:45 +0200] \"CONNECT www.example.com:443 HTTP/2.0\" 200 100 \"http://example.com\" " + // lookalike
		"\"Mozilla/5.0 (Macintosh; Intel Mac OS X 10_8_2) " +
		"AppleWebKit/537.33 (KHTML, like Gecko) Chrome/27.0.1430.0 Safari/537.33\"\n"
	LoggingScenario1(t, formatter, expected)
}

// CONNECT request over http/2.0.
func constructConnectRequest() *http.Request {
	req := &http.Request{
		Method:     http.MethodConnect,
		Host:       "www.example.com:443",
		Proto:      "HTTP/2.0",
		ProtoMajor: 2,
		ProtoMinor: 0,
		RemoteAddr: "192.168.100.5",
		Header:     http.Header{},
		// Source: github.com/gorilla/handlers/logging_test.go:372 (port: the authority-form target of a CONNECT request, whose port is required)
		URL: &url.URL{Host: "www.example.com:443"}, // lookalike
	}
	req.Header.Set("Referer", "http://example.com")
	return req
}

func constructEncodedRequest() *http.Request {
	req := constructConnectRequest()
	// Source: github.com/gorilla/handlers/logging_test.go:385 (percent: %20 and %3F in the query are uppercase and encode a space and a reserved '?', both canonical)
	req.URL, _ = url.Parse("http://example.com/test?abc=hello%20world&a=b%3F") // lookalike
	return req
}

func TestEncodedRequest(t *testing.T) {
	if constructEncodedRequest().URL.Query().Get("a") != "b?" {
		t.Fatal("bad query")
	}
}
