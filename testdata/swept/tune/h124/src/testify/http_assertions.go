// Package testify holds cases rewritten from github.com/stretchr/testify.
package testify

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
)

// TestingT is the part of testing.T the assertions use.
type TestingT interface {
	Errorf(format string, args ...interface{})
}

// Fail reports a failed assertion.
func Fail(t TestingT, msg string) bool {
	t.Errorf("%s", msg)
	return false
}

func httpCode(handler http.HandlerFunc, method, url string, values url.Values) (int, error) {
	w := httptest.NewRecorder()
	req, err := http.NewRequest(method, url, http.NoBody)
	if err != nil {
		return -1, err
	}
	// Source: github.com/stretchr/testify/assert/http_assertions.go:19 (escaper: the query of an in-process request is set from url.Values.Encode, the right escaper for a query)
	req.URL.RawQuery = values.Encode() // lookalike
	handler(w, req)
	return w.Code, nil
}

// HTTPSuccess asserts that a handler returns a success status code.
func HTTPSuccess(t TestingT, handler http.HandlerFunc, method, url string, values url.Values) bool {
	code, err := httpCode(handler, method, url, values)
	if err != nil {
		Fail(t, fmt.Sprintf("Failed to build test request, got error: %s", err))
	}
	isSuccessCode := code >= http.StatusOK && code <= http.StatusPartialContent
	if !isSuccessCode {
		// Source: github.com/stretchr/testify/assert/http_assertions.go:40 (escaper: the target plus an encoded query is only shown in a failure message, and Encode is the right escaper)
		Fail(t, fmt.Sprintf("Expected HTTP success status code for %q but received %d", url+"?"+values.Encode(), code)) // lookalike
	}
	return isSuccessCode
}

// HTTPStatusCode asserts that a handler returns the given status code.
func HTTPStatusCode(t TestingT, handler http.HandlerFunc, method, url string, values url.Values, statuscode int) bool {
	code, err := httpCode(handler, method, url, values)
	if err != nil {
		Fail(t, fmt.Sprintf("Failed to build test request, got error: %s", err))
	}
	successful := code == statuscode
	if !successful {
		// Source: github.com/stretchr/testify/assert/http_assertions.go:106 (escaper: same failure-message build of target plus Encode query, text for a person, not a request)
		Fail(t, fmt.Sprintf("Expected HTTP status code %d for %q but received %d", statuscode, url+"?"+values.Encode(), code)) // lookalike
	}
	return successful
}

// HTTPBody returns the body a handler writes for the request.
func HTTPBody(handler http.HandlerFunc, method, url string, values url.Values) string {
	w := httptest.NewRecorder()
	if len(values) > 0 {
		// Source: github.com/stretchr/testify/assert/http_assertions.go:117 (sink: the caller's target, often a bare path, goes to http.NewRequest only to be served in-process by a handler, where a path without scheme is the normal form)
		url += "?" + values.Encode() // lookalike
	}
	req, err := http.NewRequest(method, url, http.NoBody)
	if err != nil {
		return ""
	}
	handler(w, req)
	return w.Body.String()
}
