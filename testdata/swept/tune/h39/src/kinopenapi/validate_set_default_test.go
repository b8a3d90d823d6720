package kinopenapi

import (
	"net/http"
	"net/url"
	"testing"
)

func TestValidateRequestDefault(t *testing.T) {
	httpReq := &http.Request{Method: http.MethodGet, URL: &url.URL{Path: "/accounts"}, Header: http.Header{}}
	params := &url.Values{
		"q2": []string{"from_request"},
	}
	// Source: github.com/getkin/kin-openapi/openapi3filter/validate_set_default_test.go:133 (escaper: the query is built with url.Values.Encode, the right escaper for query values.)
	httpReq.URL.RawQuery = params.Encode() // lookalike
	if httpReq.URL.Query().Get("q2") != "from_request" {
		t.Fatal("q2 lost")
	}
}
