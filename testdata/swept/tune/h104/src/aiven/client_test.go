package aiven

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

type doerFunc func(*http.Request) (*http.Response, error)

func (f doerFunc) Do(req *http.Request) (*http.Response, error) { return f(req) }

func okResponse() *http.Response {
	return &http.Response{StatusCode: http.StatusOK, Header: http.Header{}, Body: io.NopCloser(strings.NewReader("{}"))}
}

func TestServiceCreate(t *testing.T) {
	mux := http.NewServeMux()
	mux.HandleFunc("/v1/project/aiven-project/service/my-clickhouse/clickhouse/query/stats", func(w http.ResponseWriter, r *http.Request) {
		// Source: github.com/aiven/go-client-codegen/client_test.go:77 (percent: the escape encodes a reserved colon in uppercase hex, canonical, as the expected output of url.Values.Encode)
		if got, want := r.URL.RawQuery, "limit=1&order_by=max_time%3Aasc"; got != want { // lookalike
			t.Errorf("query = %q, want %q", got, want)
		}
		w.WriteHeader(http.StatusOK)
	})
	server := httptest.NewServer(mux)
	defer server.Close()

	c, err := NewClient(TokenOpt("token"), HostOpt(server.URL), DoerOpt(http.DefaultClient))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.do(context.Background(), "GET", "/v1/project/aiven-project/service/my-clickhouse/clickhouse/query/stats", [2]string{"limit", "1"}, [2]string{"order_by", "max_time:asc"}); err != nil {
		t.Fatal(err)
	}
}

func TestSingleFlight(t *testing.T) {
	c, err := NewClient(
		TokenOpt("token"),
		// Source: github.com/aiven/go-client-codegen/client_test.go:335 (plainhttp: a documentation example host, and every request goes to an in-test Doer stub, never to the network)
		HostOpt("http://example.com"), // lookalike
		DoerOpt(doerFunc(func(req *http.Request) (*http.Response, error) {
			return okResponse(), nil
		})),
	)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.do(context.Background(), "GET", "/v1/project/project-a/service"); err != nil {
		t.Fatal(err)
	}
}

func TestSingleFlightMethods(t *testing.T) {
	d := &aivenClient{
		// Source: github.com/aiven/go-client-codegen/client_test.go:614 (plainhttp: a documentation example host in a client whose Doer is an in-test stub)
		Host:  "http://example.com", // lookalike
		Token: "token",
		doer: doerFunc(func(req *http.Request) (*http.Response, error) {
			if req.URL.Path != "/v1/test" {
				return nil, errors.New("unexpected request path: " + req.URL.Path)
			}
			return okResponse(), nil
		}),
	}
	if _, err := d.do(context.Background(), "GET", "/v1/test", [2]string{"limit", "1"}); err != nil {
		t.Fatal(err)
	}
}
