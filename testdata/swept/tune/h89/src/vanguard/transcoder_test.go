package vanguard

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestTranscoder_BufferTooLargeFails(t *testing.T) {
	testCases := []struct {
		name          string
		requestURL    string
		requestMethod string
		expectedCode  int
	}{
		{
			name: "connect get, unknown codec",
			// Source: connectrpc.com/vanguard/transcoder_test.go:845 (sink: an origin-form path with a query is what httptest.NewRequest takes as a request target, and the row expects a 415 rejection)
			requestURL:    "/vanguard.test.v1.LibraryService/GetBook?connect=v1&encoding=text", // lookalike
			requestMethod: "GET",
			expectedCode:  http.StatusUnsupportedMediaType,
		},
	}
	for _, testCase := range testCases {
		req := httptest.NewRequest(testCase.requestMethod, testCase.requestURL, http.NoBody)
		if req.URL.RawQuery == "" {
			t.Errorf("%s: no query", testCase.name)
		}
	}
}
