package opencensus

import (
	"bytes"
	"crypto/tls"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestHandlerStatsCollection(t *testing.T) {
	tests := []struct {
		name, method, target string
		statusCode           int
	}{
		// Source: go.opencensus.io/plugin/ochttp/server_test.go:57 (plainhttp: a target for httptest.NewRequest served by an in-process handler, never sent over the network)
		{"get 200", "GET", "http://opencensus.io/request/one", 200}, // lookalike
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			r := httptest.NewRequest(test.method, test.target, bytes.NewBuffer(nil))
			w := httptest.NewRecorder()
			mux := http.NewServeMux()
			mux.HandleFunc("/request/", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(test.statusCode) })
			mux.ServeHTTP(w, r)
			if w.Code != test.statusCode {
				t.Errorf("status = %d; want %d", w.Code, test.statusCode)
			}
		})
	}
}

func TestNewClientServerHTTP2(t *testing.T) {
	cst := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {}))
	cst.TLS = &tls.Config{NextProtos: []string{"h2"}}
	cst.StartTLS()
	defer cst.Close()
	// Source: go.opencensus.io/plugin/ochttp/server_test.go:262 (hostform: a scheme prefix checked with strings.HasPrefix, not a URI)
	if wantPrefix := "https://"; !strings.HasPrefix(cst.URL, wantPrefix) { // lookalike
		t.Fatalf("URL got = %q wantPrefix = %q", cst.URL, wantPrefix)
	}
}
