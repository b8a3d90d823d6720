package gogh

import (
	"context"
	"net/http"
	"testing"
)

func TestRESTClientRequestWithContext(t *testing.T) {
	tests := []struct {
		name       string
		reqURL     string
		wantErrMsg string
	}{
		// Source: github.com/cli/go-gh/v2/pkg/api/rest_client_test.go:387 (syntax: the expected error message quotes the request URL before the cause, prose by rule 4; uniform sample of 8 of 58 test text candidates)
		{name: "http fail request canceled", reqURL: "https://api.github.com/some/path", wantErrMsg: `Get "https://api.github.com/some/path": context canceled`}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			cancel()
			req, err := http.NewRequestWithContext(ctx, http.MethodGet, tt.reqURL, nil)
			if err != nil {
				t.Fatal(err)
			}
			_, err = http.DefaultClient.Do(req)
			if err == nil || err.Error() != tt.wantErrMsg {
				t.Errorf("got %v, want %q", err, tt.wantErrMsg)
			}
		})
	}
}
