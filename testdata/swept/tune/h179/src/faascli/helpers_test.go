package faascli

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// mockHTTPServer stands in for faas-cli's test.MockHttpServer: a local test
// server answering every request with 200.
func mockHTTPServer(t *testing.T) *httptest.Server {
	t.Helper()
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusOK)
	}))
}

// captureStdout stands in for test.CaptureStdout.
func captureStdout(f func()) string {
	f()
	return ""
}
