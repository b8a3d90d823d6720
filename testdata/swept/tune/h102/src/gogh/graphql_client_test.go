package gogh

import (
	"fmt"
	"net/http"
	"testing"
)

func httpError(res *http.Response, message string) error {
	if message != "" {
		return fmt.Errorf("HTTP %d: %s (%s)", res.StatusCode, message, res.Request.URL)
	}
	return fmt.Errorf("HTTP %d (%s)", res.StatusCode, res.Request.URL)
}

func TestGraphQLClientDoWithContext(t *testing.T) {
	tests := []struct {
		name       string
		reqURL     string
		status     int
		message    string
		wantErrMsg string
	}{
		// Source: github.com/cli/go-gh/v2/pkg/api/graphql_client_test.go:162 (syntax: the expected error message quotes the endpoint in parentheses, prose by rule 4; uniform sample of 8 of 58 test text candidates)
		{name: "http fail request message response", reqURL: "https://api.github.com/graphql", status: 422, message: "OH NO", wantErrMsg: "HTTP 422: OH NO (https://api.github.com/graphql)"}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req, err := http.NewRequest("POST", tt.reqURL, nil)
			if err != nil {
				t.Fatal(err)
			}
			err = httpError(&http.Response{StatusCode: tt.status, Request: req}, tt.message)
			if err.Error() != tt.wantErrMsg {
				t.Errorf("got %q, want %q", err, tt.wantErrMsg)
			}
		})
	}
}
