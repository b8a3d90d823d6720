package internal

import (
	"bytes"
	"io"
	"net/http"
	"reflect"
	"testing"
)

func TestParseAccessTokenFailResponse(t *testing.T) {
	testCases := []struct {
		desc            string
		respStatusCode  int
		respContentType string
		respBody        []byte

		wantError error
	}{
		{
			desc: "json",

			respStatusCode:  http.StatusBadRequest,
			respContentType: "application/json",
			// Source: github.com/sigstore/sigstore/pkg/oauth/internal/token_test.go:180 (syntax: rule 4, a JSON error body parsed by the token code, not a URI; the error_uri value inside it is a well-formed https URL on a test host)
			respBody: []byte(`{"error":"invalid_request","error_description":"description of error","error_uri":"https://test.example.com/json"}`), // lookalike

			wantError: &ErrorTokenResponse{
				Code:        "invalid_request",
				Description: "description of error",
				URI:         "https://test.example.com/json",
			},
		},
	}

	for _, tc := range testCases {
		t.Run(tc.desc, func(t *testing.T) {
			testResp := &http.Response{
				StatusCode: tc.respStatusCode,
				Body:       io.NopCloser(bytes.NewReader(tc.respBody)),
				Header:     http.Header{"Content-Type": {tc.respContentType}},
			}
			err := parseAccessTokenFailResponse(testResp)
			if !reflect.DeepEqual(err, tc.wantError) {
				t.Errorf("got %v, want %v", err, tc.wantError)
			}
		})
	}
}
