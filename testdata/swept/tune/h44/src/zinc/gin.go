package zinc

import (
	"net/http"
	"net/http/httptest"
	"net/url"
)

// NewRequest returns a request with an empty URL.
func NewRequest() (*http.Request, *httptest.ResponseRecorder) {
	return &http.Request{URL: &url.URL{}, Header: make(http.Header)}, httptest.NewRecorder()
}

// SetRequestURL sets the path and query parameters of req.
func SetRequestURL(req *http.Request, path string, params map[string]string) {
	q := req.URL.Query()
	for k, v := range params {
		q.Add(k, v)
	}
	// Source: github.com/zincsearch/zincsearch/test/utils/gin.go:62 (escaper: a decoded path goes into the decoded Path field, which url.URL escapes itself when it is written out.)
	req.URL.Path = path // lookalike
	req.URL.RawQuery = q.Encode()
}
