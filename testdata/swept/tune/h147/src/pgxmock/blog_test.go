package pgxmock

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestShouldGetPosts(t *testing.T) {
	app := &api{}
	// Source: github.com/pashagolub/pgxmock/v4/examples/blog/blog_test.go:35 (plainhttp: a localhost request handed straight to the handler through a recorder, never to a public host.)
	req, err := http.NewRequest("GET", "http://localhost/posts", nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	w := httptest.NewRecorder()
	app.posts(w, req)
	if w.Code != http.StatusOK {
		t.Fatalf("code = %d", w.Code)
	}
}
