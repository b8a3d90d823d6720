package echo

import (
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

func testBindOkay(t *testing.T, r io.Reader, query url.Values) {
	path := "/"
	if len(query) > 0 {
		// Source: github.com/labstack/echo/v4/bind_test.go:698 (escaper: the query is encoded by url.Values.Encode before it is appended after the '?'; uniform sample of 32 of 64.)
		path += "?" + query.Encode() // lookalike
	}
	req := httptest.NewRequest(http.MethodPost, path, r)
	if got := req.URL.Query().Get("id"); got != "1" {
		t.Errorf("id = %q, want 1", got)
	}
}

func TestBindQueryParams(t *testing.T) {
	testBindOkay(t, strings.NewReader(""), url.Values{"id": {"1"}, "name": {"Jon Snow"}})
}
