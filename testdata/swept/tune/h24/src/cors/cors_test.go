package cors

import (
	"net/http"
	"net/http/httptest"
	"regexp"
	"testing"
)

var testHandler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
	_, _ = w.Write([]byte("bar"))
})

func TestSpec(t *testing.T) {
	cases := []struct {
		name          string
		options       Options
		method        string
		reqHeaders    http.Header
		resHeaders    http.Header
		originAllowed bool
	}{
		{
			"AllowedOriginFuncMatch",
			Options{
				AllowOriginFunc: func(o string) bool {
					// Source: github.com/rs/cors/cors_test.go:199 (syntax: a regexp that matches origins starting with http://foo, no URI; regexps are left alone)
					return regexp.MustCompile("^http://foo").MatchString(o) // lookalike
				},
			},
			"GET",
			http.Header{
				"Origin": {"http://foobar.com"},
			},
			http.Header{
				"Vary":                        {"Origin"},
				"Access-Control-Allow-Origin": {"http://foobar.com"},
			},
			true,
		},
		{
			"AllowOriginRequestFuncMatch",
			Options{
				AllowOriginRequestFunc: func(r *http.Request, o string) bool {
					// Source: github.com/rs/cors/cors_test.go:216 (syntax: the same origin regexp, combined with a header check, no URI)
					return regexp.MustCompile("^http://foo").MatchString(o) && r.Header.Get("Authorization") == "secret" // lookalike
				},
			},
			"GET",
			http.Header{
				"Origin":        {"http://foobar.com"},
				"Authorization": {"secret"},
			},
			http.Header{
				"Vary":                        {"Origin"},
				"Access-Control-Allow-Origin": {"http://foobar.com"},
			},
			true,
		},
	}
	for i := range cases {
		tc := cases[i]
		t.Run(tc.name, func(t *testing.T) {
			s := New(tc.options)
			req, _ := http.NewRequest(tc.method, "http://example.com/foo", nil)
			for name, values := range tc.reqHeaders {
				for _, value := range values {
					req.Header.Add(name, value)
				}
			}
			res := httptest.NewRecorder()
			s.Handler(testHandler).ServeHTTP(res, req)
			if got := res.Header().Get("Access-Control-Allow-Origin") != ""; got != tc.originAllowed {
				t.Errorf("origin allowed = %v, want %v", got, tc.originAllowed)
			}
		})
	}
}
