package cors

import (
	"net/http"
	"regexp"
	"testing"
)

func TestSpec(t *testing.T) {
	cases := []struct {
		name    string
		options Options
		origin  string
		want    bool
	}{
		{
			"AllowedOriginFuncMatch",
			Options{
				AllowOriginFunc: func(r *http.Request, o string) bool {
					// Source: github.com/go-chi/cors/cors_test.go:148 (syntax: an anchored regular expression matched against the Origin header, not a URI; the identical pattern at line 165 is not kept)
					return regexp.MustCompile("^http://foo").MatchString(o) && r.Header.Get("Authorization") == "secret" // lookalike
				},
			},
			"",
			false,
		},
	}
	for _, tc := range cases {
		r := &http.Request{Header: http.Header{}}
		if got := tc.options.allowed(r, tc.origin); got != tc.want {
			t.Errorf("%s: got %v", tc.name, got)
		}
	}
}
