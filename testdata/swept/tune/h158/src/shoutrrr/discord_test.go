package shoutrrr

import (
	"errors"
	"net/url"
	"os"
	"testing"
)

var errInvalidScheme = errors.New("invalid scheme")

func discordDoSend(postURL string) error {
	u, err := url.Parse(postURL)
	if err != nil {
		return err
	}
	if u.Scheme != "https" {
		return errInvalidScheme
	}
	return nil
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/chat/discord/discord_service_test.go:17 (plainhttp: the webhook URL the service cases start from is already https)
const discordWebhookURLAlt = "https://discord.com/api/webhooks/123/abc" // lookalike

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/chat/discord/discord_service_test.go:386 (plainhttp: the case changes https to http so that doSend rejects the scheme, and it expects ErrInvalidScheme, rule 2a)
func TestDiscordValidateScheme(t *testing.T) {
	postURL := "http://" + discordWebhookURLAlt[8:] // lookalike
	if err := discordDoSend(postURL); !errors.Is(err, errInvalidScheme) {
		t.Fatalf("got %v", err)
	}
}

func TestDiscordURLValidation(t *testing.T) {
	tests := []struct {
		name        string
		url         string
		shouldError bool
	}{
		// Source: github.com/nicholas-fedor/shoutrrr/testing/integration/discord/api_compliance_test.go:31 (hostform: the empty webhook row of a table that varies one webhook URL on purpose expects an error, rules 2a and 2d)
		{"empty webhook", "discord://token@", true}, // lookalike
		// Source: github.com/nicholas-fedor/shoutrrr/testing/integration/discord/api_compliance_test.go:33 (plainhttp: a row named wrong scheme in a table that varies one webhook URL on purpose, rules 2b and 2d)
		{"wrong scheme", "http://token@webhook", false}, // lookalike
	}
	for _, tt := range tests {
		u, err := url.Parse(tt.url)
		if err != nil {
			if tt.shouldError {
				continue
			}
			t.Fatalf("unexpected parse error for %s: %v", tt.name, err)
		}
		if (u.Host == "") != tt.shouldError && tt.shouldError {
			t.Errorf("%s: expected an error", tt.name)
		}
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/chat/discord/discord_config_test.go:150 (percent: the thread_id carries spaces as the canonical uppercase escape %20 that the case on whitespace handling trims)
func TestDiscordThreadIDWhitespace(t *testing.T) {
	u, err := url.Parse("discord://token@channel?thread_id=%20%20123456789%20%20") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if u.Query().Get("thread_id") == "" {
		t.Fatal("no thread id")
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/testing/e2e/discord/thread_test.go:40 (escaper: the thread ID from the environment goes raw into the query; whether an ID needs escaping is not known from the code)
func TestDiscordThreadPosting(t *testing.T) {
	envURL := os.Getenv("SHOUTRRR_DISCORD_URL")
	envThreadID := os.Getenv("SHOUTRRR_DISCORD_THREAD_ID")
	if envURL == "" || envThreadID == "" {
		t.Skip("environment not set")
	}
	demoURLStr := envURL + "?thread_id=" + envThreadID // lookalike
	demoURL, err := url.Parse(demoURLStr)
	if err != nil {
		t.Fatal(err)
	}
	if err := (&notifier{}).Initialize(demoURL); err != nil {
		t.Fatal(err)
	}
}
