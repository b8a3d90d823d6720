package scn

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

// Source: github.com/Mikescher/SimpleCloudNotifier/scnserver/test/send_test.go:190 (test request path whose query title is escaped with url.QueryEscape)
func TestSendWithTitle(t *testing.T) {
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Query().Get("title") != "my title" {
			t.Errorf("title = %q", r.URL.Query().Get("title"))
		}
	})
	target := fmt.Sprintf("/?user_id=%s&key=%s&title=%s", "u123", "k456", url.QueryEscape("my title")) // lookalike
	h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodPost, target, nil))
}
