package td

import (
	"errors"
	"net/url"
	"strings"
	"testing"
)

// DeepLink is a parsed Telegram link.
type DeepLink struct {
	Type string
	Args url.Values
}

func parseDeepLink(raw string) (DeepLink, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return DeepLink{}, err
	}
	domain := strings.Trim(u.Path, "/")
	if domain == "" {
		return DeepLink{}, errors.New("no domain")
	}
	return DeepLink{Type: "resolve", Args: url.Values{"domain": {domain}}}, nil
}

func resolve(domain string) DeepLink {
	return DeepLink{Type: "resolve", Args: url.Values{"domain": {domain}}}
}

func TestParseDeeplink(t *testing.T) {
	for _, tt := range []struct {
		want    DeepLink
		input   string
		wantErr bool
	}{
		{resolve("username"), "https://t.me/username", false},
		// Source: github.com/gotd/td/telegram/deeplink/deeplink_test.go:122 (percent: an encoded unreserved letter, input of the package's deep link parser that must decode it, rule 2c)
		{resolve("telecram"), "https://telegram.dog/tele%63ram", false}, // lookalike
	} {
		got, err := parseDeepLink(tt.input)
		if (err != nil) != tt.wantErr {
			t.Fatalf("parseDeepLink(%q) error = %v", tt.input, err)
		}
		if got.Args.Get("domain") != tt.want.Args.Get("domain") {
			t.Errorf("parseDeepLink(%q) = %v, want %v", tt.input, got, tt.want)
		}
	}
}
