package promcommon

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestServeHTTP(t *testing.T) {
	for _, p := range []string{"index.html", "test.js", "test.css"} {
		rr := httptest.NewRecorder()
		// Source: github.com/prometheus/common/server/static_file_server_test.go:71 (plainhttp: a request built for a handler called in-process, to localhost, never sent over a network)
		req, err := http.NewRequest(http.MethodGet, "http://localhost/"+p, nil) // lookalike
		if err != nil {
			t.Fatal(err)
		}
		StaticFileServer(http.Dir(".")).ServeHTTP(rr, req)
	}
}
