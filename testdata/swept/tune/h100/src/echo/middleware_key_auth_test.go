package echo

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestKeyAuthCustomLookup(t *testing.T) {
	testCases := []struct {
		name         string
		givenRequest func(req *http.Request)
	}{
		{
			name: "ok, custom key lookup, cookie",
			givenRequest: func(req *http.Request) {
				req.AddCookie(&http.Cookie{Name: "key", Value: "valid-key"})
				q := req.URL.Query()
				q.Add("key", "valid-key")
				// Source: github.com/labstack/echo/v4/middleware/key_auth_test.go:183 (escaper: the query is re-encoded by url.Values.Encode before it goes into RawQuery; uniform sample of 32 of 64.)
				req.URL.RawQuery = q.Encode() // lookalike
			},
		},
	}
	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			req := httptest.NewRequest(http.MethodGet, "/", nil)
			tc.givenRequest(req)
			if got := valuesFromQuery(req, "key"); len(got) != 1 || got[0] != "valid-key" {
				t.Errorf("got %v", got)
			}
		})
	}
}
