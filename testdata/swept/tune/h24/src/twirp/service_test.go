package twirp

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
)

type errReader struct{}

func (errReader) Read(p []byte) (int, error) { return 0, errors.New("errReader") }

func TestConnectionErrors(t *testing.T) {
	server := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if _, err := r.Body.Read(make([]byte, 1)); err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
		}
	})

	// Make a request, that will call endpoint method
	// Source: github.com/twitchtv/twirp/internal/twirptest/service_test.go:1640 (sink: a request URL with a one-label host and a port, served in process by ServeHTTP; well formed)
	req, _ := http.NewRequest(http.MethodPost, "http://testing:8080/twirp/twirp.internal.twirptest.Haberdasher/MakeHat", errReader{}) // lookalike
	req.Header.Set("Content-Type", "application/protobuf")
	w := httptest.NewRecorder()
	server.ServeHTTP(w, req)
	if w.Code != http.StatusInternalServerError {
		t.Errorf("got %d", w.Code)
	}
}
