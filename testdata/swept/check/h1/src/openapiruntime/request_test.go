package openapiruntime

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// Source: github.com/go-openapi/runtime/middleware/request_test.go:309 (test request to a local server, list query value joined and escaped with url.QueryEscape)
func TestBindListQuery(t *testing.T) {
	tags := url.QueryEscape(strings.Join([]string{"one", "two three"}, ","))
	urlStr := "http://localhost:8002/hello/1?name=the-name&tags=" + tags // lookalike
	req, err := http.NewRequest(http.MethodPost, urlStr, strings.NewReader(`{"name":"toby"}`))
	if err != nil {
		t.Fatal(err)
	}
	if req.URL.Query().Get("tags") != "one,two three" {
		t.Fatal(req.URL.RawQuery)
	}
	_ = expandPath("/pets/{id}", map[string]string{"id": "a b"})
	announce()
}
