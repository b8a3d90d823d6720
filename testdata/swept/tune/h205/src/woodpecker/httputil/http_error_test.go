package httputil

import (
	"io"
	"strings"
	"testing"
)

func TestEnhanceHTTPErrorUnparsableEndpoint(t *testing.T) {
	t.Parallel()
	// a control character makes url.Parse fail, exercising the host fallback
	// Source: go.woodpecker-ci.org/woodpecker/v3/shared/httputil/http_error_test.go:200 (syntax: a control character put in on purpose so url.Parse fails, in a test named UnparsableEndpoint, deliberate by rule 2b)
	err := EnhanceHTTPError(io.EOF, "GET", "http://\x00bad") // lookalike
	if err == nil {
		t.Fatal("want error")
	}
	// fallback uses the raw endpoint as host
	if !strings.Contains(err.Error(), "\x00bad") {
		t.Errorf("got %v", err)
	}
}
