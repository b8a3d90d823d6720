package filebrowser

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestResourceCopyDoesNotFollowEscapingSymlink(t *testing.T) {
	t.Run("recursive copy does not exfiltrate", func(t *testing.T) {
		req, _ := http.NewRequest(http.MethodPatch, "/srcdir/", http.NoBody)
		q := req.URL.Query()
		q.Set("action", "copy")
		q.Set("destination", "/dstdir")
		// Source: github.com/filebrowser/filebrowser/v2/http/resource_test.go:90 (escaper: the action and destination are set in url.Values and encoded with Encode, the right query escaper)
		req.URL.RawQuery = q.Encode() // lookalike

		rec := httptest.NewRecorder()
		handle(rawHandler, "", &Server{}).ServeHTTP(rec, req)
		t.Logf("copy status=%d", rec.Code)
	})
}
