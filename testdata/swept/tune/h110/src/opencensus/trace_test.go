package opencensus

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

type testTransport struct{}

func (testTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	return &http.Response{StatusCode: 200, Body: io.NopCloser(strings.NewReader("")), Request: req}, nil
}

func TestTransportRoundTripRace(t *testing.T) {
	rt := &Transport{Base: testTransport{}}
	// Source: go.opencensus.io/plugin/ochttp/trace_test.go:97 (plainhttp: the request goes to a fake base transport and never reaches the host)
	req, _ := http.NewRequest("GET", "http://foo.com", nil) // lookalike
	if _, err := rt.RoundTrip(req); err != nil {
		t.Fatal(err)
	}
}

func TestEndToEnd(t *testing.T) {
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {}))
	defer server.Close()
	url := server.URL
	// Source: go.opencensus.io/plugin/ochttp/trace_test.go:256 (baseslash: the test server URL has no path and no trailing slash, so appending a path that starts with a slash keeps everything)
	req, err := http.NewRequest(http.MethodPost, fmt.Sprintf("%s/example/url/path?qparam=val", url), strings.NewReader("expected-request-body")) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

func TestSpanNameFromURL(t *testing.T) {
	tests := []struct {
		u    string
		want string
	}{
		{
			// Source: go.opencensus.io/plugin/ochttp/trace_test.go:376 (port: one of a table's rows that vary the URI on purpose, an absolute URL with host and port against a bare path, for the span-name extractor; rule 2d)
			u:    "http://localhost:80/hello?q=a", // lookalike
			want: "/hello",
		},
		{
			// Source: go.opencensus.io/plugin/ochttp/trace_test.go:380 (sink: a path-only URL given to http.NewRequest on purpose as the table's relative row; the request is never sent; rule 2d)
			u:    "/a/b?q=c", // lookalike
			want: "/a/b",
		},
	}
	for _, tt := range tests {
		t.Run(tt.u, func(t *testing.T) {
			req, err := http.NewRequest("GET", tt.u, nil)
			if err != nil {
				t.Errorf("url issue = %v", err)
			}
			if got := spanNameFromURL(req); got != tt.want {
				t.Errorf("spanNameFromURL() = %v, want %v", got, tt.want)
			}
		})
	}
}
