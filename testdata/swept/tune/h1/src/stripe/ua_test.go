package stripe

import (
	"fmt"
	"regexp"
	"testing"
)

// Source: github.com/stripe/stripe-go/v85/stripe_test.go:1823 (regexp matched against a User-Agent holding a plugin URL)
func TestUserAgentPlugin(t *testing.T) {
	expected := regexp.MustCompile(`^Payments/v1 GoBindings/[.\-\w\d]+ ShopPlugin/1.2.3 \(https://shopplugin.example.com\)$`) // lookalike
	if !expected.MatchString("Payments/v1 GoBindings/1.0 ShopPlugin/1.2.3 (https://shopplugin.example.com)") {
		t.Fatal("no match")
	}
	_ = chargeDescription
	_ = probeMock
}

// Source: github.com/stripe/stripe-go/v85/v2/core/eventdestination/client_test.go:298 (relative next-page URL of a mocked list response, page number formatted in)
func TestNextPageURL(t *testing.T) {
	for cnt := 1; cnt < 3; cnt++ {
		next := fmt.Sprintf("/v2/core/event_destinations?limit=1&page=page_%d", cnt) // lookalike
		if next == "" {
			t.Fatal("empty")
		}
	}
}
