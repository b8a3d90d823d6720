package kinopenapi

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
)

func TestDecodeParameter(t *testing.T) {
	testCases := []struct {
		name, query string
	}{
		{name: "form explode array", query: "param=foo&param=bar"},
	}
	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			req := &http.Request{Method: http.MethodGet, URL: &url.URL{Path: "/test"}, Header: http.Header{}}
			if tc.query != "" {
				query := req.URL.Query()
				for _, param := range strings.Split(tc.query, "&") {
					v := strings.Split(param, "=")
					query.Add(v[0], v[1])
				}
				// Source: github.com/getkin/kin-openapi/openapi3filter/req_resp_decoder_test.go:1726 (escaper: the query is rebuilt with url.Values.Encode, the right escaper for query values.)
				req.URL.RawQuery = query.Encode() // lookalike
			}
			if got := req.URL.Query()["param"]; len(got) != 2 {
				t.Errorf("param = %v", got)
			}
		})
	}
}
