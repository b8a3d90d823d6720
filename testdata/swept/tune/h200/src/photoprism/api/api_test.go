package api

import (
	"net/http"
	"net/http/httptest"
	"strings"
)

// NewApiTest returns the app, router and config for an API test.
func NewApiTest() (app http.Handler, router *RouterGroup, conf *Config) {
	mux := http.NewServeMux()
	return mux, &RouterGroup{Mux: mux}, &Config{downloadToken: "2vw7lbpy", Options: &Options{}}
}

// PerformRequest runs an API request with an empty request body.
func PerformRequest(r http.Handler, method, path string) *httptest.ResponseRecorder {
	req, _ := http.NewRequest(method, path, nil)
	w := httptest.NewRecorder()
	r.ServeHTTP(w, req)

	return w
}

// PerformRequestWithBody runs an API request with the request body as a string.
func PerformRequestWithBody(r http.Handler, method, path, body string) *httptest.ResponseRecorder {
	reader := strings.NewReader(body)
	req, _ := http.NewRequest(method, path, reader)
	w := httptest.NewRecorder()
	r.ServeHTTP(w, req)

	return w
}
