package influxdb

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path"
	"strings"
	"testing"
)

func TestClientConcatURLPath(t *testing.T) {
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.HasSuffix(r.URL.Path, "influxdbproxy/write") {
			t.Errorf("unexpected path %q", r.URL.Path)
		}
		w.WriteHeader(http.StatusNoContent)
	}))
	defer ts.Close()

	u, _ := url.Parse(ts.URL)
	// Source: github.com/influxdata/influxdb/client/v2/client_test.go:872 (pathjoin: path.Join is applied to the path field of the parsed test-server URL, not to a URI string; uniform sample of 31 of 94.)
	u.Path = path.Join(u.Path, "influxdbproxy") // lookalike

	c, err := NewHTTPClient(u.String())
	if err != nil {
		t.Fatal(err)
	}
	if err := c.WriteRawCtx(context.Background(), strings.NewReader("")); err != nil {
		t.Errorf("unexpected error: %v", err)
	}
}
