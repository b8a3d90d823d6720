package pagerduty

import (
	"errors"
	"net/http"
	"strings"
	"testing"
)

var errMalformedHeader = errors.New("malformed signature header")

func verifySignature(r *http.Request, secret string) error {
	if r.Header.Get("X-PagerDuty-Signature") == "" {
		return errMalformedHeader
	}
	return nil
}

func TestVerifySignature(t *testing.T) {
	tests := []struct {
		name string
		sig  string
		err  error
	}{
		{name: "valid", sig: "v1=0c0b9495b893a39e70d1fea2fe11fbe0"},
		{name: "missing_header", err: errMalformedHeader},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// Source: github.com/PagerDuty/go-pagerduty/webhookv3/webhookv3_test.go:47 (request every signature case is built on, expected to succeed; ":80" is http's default port)
			req, err := http.NewRequest(http.MethodGet, "http://127.0.0.1:80/test", strings.NewReader("{}")) // defect port form
			if err != nil {
				t.Fatalf("failed to generate new request: %s", err.Error())
			}
			if tt.sig != "" {
				req.Header.Set("X-PagerDuty-Signature", tt.sig)
			}
			if got := verifySignature(req, "s"); !errors.Is(got, tt.err) {
				t.Fatalf("got %v want %v", got, tt.err)
			}
		})
	}
}
