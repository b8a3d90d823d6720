package rod

import (
	"net/url"
	"testing"
)

// Source: github.com/go-rod/rod/lib/launcher/private_test.go:50 (plainhttp: input to the scheme converter toWS, only its scheme is examined, rule 2c; nothing is requested.)
func TestToWS(t *testing.T) {
	u, _ := url.Parse("http://a.com") // lookalike
	if got := toWS(*u).Scheme; got != "ws" {
		t.Fatal(got)
	}
}
