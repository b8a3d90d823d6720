package gotenberg

import (
	"context"
	"errors"
	"fmt"
	"testing"
)

func TestPinningProxy_ConnectCanceledIsNotWarned(t *testing.T) {
	decide := func(_ context.Context, _ string) (OutboundDecision, error) {
		// Mimic the wrap chain produced by outbound.resolveHost when the
		// DNS lookup is canceled mid-flight by Chromium hanging up.
		// Source: github.com/gotenberg/gotenberg/pkg/modules/chromium/pinning_proxy_test.go:495 (port: a URL with its default port inside a mimicked error message, found by its shape only, where a default port is not reported)
		return OutboundDecision{}, fmt.Errorf("validate '%s' host: resolve %q: lookup %s: %w", "https://www.google.com:443", "www.google.com", "www.google.com", context.Canceled) // lookalike
	}
	_, err := decide(context.Background(), "www.google.com:443")
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v", err)
	}
}
