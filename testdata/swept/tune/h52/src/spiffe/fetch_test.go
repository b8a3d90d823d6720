package spiffe

import (
	"context"
	"testing"
)

func TestFetchBundle_SPIFFEAuthAndWebPKIRoots(t *testing.T) {
	// Source: github.com/spiffe/go-spiffe/v2/federation/fetch_test.go:68 (sink: a placeholder the fetcher never requests because the test expects the conflicting-options error first, a deliberate fixture.)
	resp, err := FetchBundle(context.Background(), "url not used", WithSPIFFEAuth(), WithWebPKIRoots()) // lookalike
	if err == nil || err.Error() != "federation: cannot use both SPIFFE and Web PKI authentication" {
		t.Errorf("unexpected error: %v", err)
	}
	if resp != nil {
		t.Error("expected no response")
	}
}
