package crowdsec

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// When the MaxBytesReader cap is exceeded, encoding/json surfaces this error
// string from the underlying read.
// Source: github.com/crowdsecurity/crowdsec/pkg/apiserver/body_limit_test.go:21 (sink: an error message of net/http that starts with the word http, compared with response bodies, not a URI, rule 4)
const bodyTooLargeMsg = "http: request body too large" // lookalike

func TestBodyLimit_UnauthenticatedOverLimit(t *testing.T) {
	handler := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		r.Body = http.MaxBytesReader(w, r.Body, 8)
		buf := make([]byte, 64)
		if _, err := r.Body.Read(buf); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
		}
	})
	w := httptest.NewRecorder()
	req := httptest.NewRequest(http.MethodPost, "/v1/watchers", strings.NewReader(strings.Repeat("x", 64)))
	handler.ServeHTTP(w, req)
	if !strings.Contains(w.Body.String(), bodyTooLargeMsg) {
		t.Errorf("got %q", w.Body.String())
	}
}
