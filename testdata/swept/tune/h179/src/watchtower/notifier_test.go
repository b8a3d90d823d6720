package watchtower

import (
	"fmt"
	"net/url"
	"testing"
	"time"
)

func testURL(t *testing.T, args []string, expectedURL string, expectedDelay time.Duration) {
	t.Helper()
	command := NewRootCommand()
	if err := command.ParseFlags(args); err != nil {
		t.Fatal(err)
	}
	urls, delay := AppendLegacyUrls([]string{}, command)
	found := false
	for _, u := range urls {
		if u == expectedURL {
			found = true
		}
	}
	if !found || delay != expectedDelay {
		t.Errorf("want %s with delay %v, got %v with delay %v", expectedURL, expectedDelay, urls, delay)
	}
}

func TestSlackNotifierDiscordURL(t *testing.T) {
	channel := "123456789"
	token := "abvsihdbau"
	color := ColorInt
	username := "containrrrbot"
	iconURL := "https://containrrr.dev/watchtower-sq180.png"
	// Source: github.com/containrrr/watchtower/pkg/notifications/notifier_test.go:151 (credentials: the expected discord URL carries the webhook token as a user name with no password, and it is written as a format verb, a look-alike by rule 3)
	expected := fmt.Sprintf("discord://%s@%s?color=0x%x&colordebug=0x0&colorerror=0x0&colorinfo=0x0&colorwarn=0x0&username=watchtower", // lookalike
		// Source: github.com/containrrr/watchtower/pkg/notifications/notifier_test.go:151 (escaper: the alphanumeric token and channel and a hex color are spliced raw and need no escaping in the expected URL of the notifier conversion, fine under rule 1)
		token, channel, color) // lookalike
	buildArgs := func(url string) []string {
		return []string{"--notifications", "slack", "--notification-slack-hook-url", url}
	}

	// Source: github.com/containrrr/watchtower/pkg/notifications/notifier_test.go:162 (syntax: the template becomes https://discord.com/api/webhooks/ID/TOKEN/slack, a well-formed working hook URL under rule 1)
	hookURL := fmt.Sprintf("https://%s/api/webhooks/%s/%s/slack", // lookalike
		// Source: github.com/containrrr/watchtower/pkg/notifications/notifier_test.go:162 (escaper: the host constant and alphanumeric ids spliced into the hook URL need no escaping)
		"discord.com", channel, token) // lookalike
	testURL(t, buildArgs(hookURL), expected, time.Duration(0))

	// Source: github.com/containrrr/watchtower/pkg/notifications/notifier_test.go:166 (syntax: the template becomes a well-formed discordapp.com hook URL, a working value under rule 1)
	hookURL = fmt.Sprintf("https://%s/api/webhooks/%s/%s/slack", // lookalike
		// Source: github.com/containrrr/watchtower/pkg/notifications/notifier_test.go:166 (escaper: the host constant and alphanumeric ids need no escaping)
		"discordapp.com", channel, token) // lookalike
	testURL(t, buildArgs(hookURL), expected, time.Duration(0))

	// Source: github.com/containrrr/watchtower/pkg/notifications/notifier_test.go:171 (syntax: the template becomes a well-formed discord.com hook URL, a working value under rule 1)
	hookURL = fmt.Sprintf("https://%s/api/webhooks/%s/%s/slack", // lookalike
		// Source: github.com/containrrr/watchtower/pkg/notifications/notifier_test.go:171 (escaper: the host constant and alphanumeric ids need no escaping)
		"discord.com", channel, token) // lookalike
	// Source: github.com/containrrr/watchtower/pkg/notifications/notifier_test.go:172 (credentials: the expected discord URL holds the webhook token as a user name with no password, written as a format verb, a look-alike by rule 3)
	expectedOutput := fmt.Sprintf("discord://%s@%s?avatar=%s&color=0x%x&colordebug=0x0&colorerror=0x0&colorinfo=0x0&colorwarn=0x0&username=%s", // lookalike
		token, channel,
		// Source: github.com/containrrr/watchtower/pkg/notifications/notifier_test.go:172 (escaper: the icon URL is a query value escaped with url.QueryEscape, the right escaper for a query)
		url.QueryEscape(iconURL), // lookalike
		// Source: github.com/containrrr/watchtower/pkg/notifications/notifier_test.go:172 (escaper: the remaining values are alphanumeric ids, a hex color and a plain user name that need no escaping, fine under rule 1)
		color, username) // lookalike
	expectedDelay := time.Duration(7) * time.Second
	args := []string{
		"--notifications", "slack",
		"--notification-slack-hook-url", hookURL,
		"--notification-slack-identifier", username,
		"--notification-slack-icon-url", iconURL,
		"--notifications-delay", fmt.Sprint(expectedDelay.Seconds()),
	}
	testURL(t, args, expectedOutput, expectedDelay)
}

func TestSlackNotifierSlackURL(t *testing.T) {
	username := "containrrrbot"
	tokenA := "AAAAAAAAA"
	tokenB := "BBBBBBBBB"
	tokenC := "123456789123456789123456"
	// Source: github.com/containrrr/watchtower/pkg/notifications/notifier_test.go:198 (escaper: the CSS color #406170 is a query value escaped with url.QueryEscape, the right escaper)
	color := url.QueryEscape(ColorHex) // lookalike
	iconURL := "https://containrrr.dev/watchtower-sq180.png"
	iconEmoji := "whale"

	// Source: github.com/containrrr/watchtower/pkg/notifications/notifier_test.go:205 (syntax: the template becomes a well-formed Slack hook URL with the tokens as path segments, a working value under rule 1)
	hookURL := fmt.Sprintf("https://hooks.slack.com/services/%s/%s/%s", // lookalike
		// Source: github.com/containrrr/watchtower/pkg/notifications/notifier_test.go:205 (escaper: the alphanumeric tokens spliced as path segments need no escaping)
		tokenA, tokenB, tokenC) // lookalike
	// Source: github.com/containrrr/watchtower/pkg/notifications/notifier_test.go:206 (credentials: in the template the password of the slack URL is written as format verbs, a look-alike by rule 3)
	expectedOutput := fmt.Sprintf("slack://hook:%s-%s-%s@webhook?botname=%s&color=%s&icon=%s", // lookalike
		tokenA, tokenB, tokenC, username, color,
		// Source: github.com/containrrr/watchtower/pkg/notifications/notifier_test.go:206 (escaper: the icon URL is a query value escaped with url.QueryEscape, the right escaper for a query)
		url.QueryEscape(iconURL), // lookalike
		// Source: github.com/containrrr/watchtower/pkg/notifications/notifier_test.go:206 (credentials: filled, the expected slack URL holds the constant webhook token AAAAAAAAA-BBBBBBBBB-1234... as the password of its userinfo; the expected value of URI-building code is held to rule 1 and the token is no mask or placeholder under rule 3)
	) // defect credentials
	expectedDelay := time.Duration(7) * time.Second
	args := []string{
		"--notifications", "slack",
		"--notification-slack-hook-url", hookURL,
		"--notification-slack-identifier", username,
		"--notification-slack-icon-url", iconURL,
		"--notifications-delay", fmt.Sprint(expectedDelay.Seconds()),
	}
	testURL(t, args, expectedOutput, expectedDelay)

	// Source: github.com/containrrr/watchtower/pkg/notifications/notifier_test.go:228 (syntax: the template becomes a well-formed Slack hook URL, a working value under rule 1)
	hookURL = fmt.Sprintf("https://hooks.slack.com/services/%s/%s/%s", // lookalike
		// Source: github.com/containrrr/watchtower/pkg/notifications/notifier_test.go:228 (escaper: the alphanumeric tokens spliced as path segments need no escaping)
		tokenA, tokenB, tokenC) // lookalike
	// Source: github.com/containrrr/watchtower/pkg/notifications/notifier_test.go:229 (credentials: in the template the password of the slack URL is written as format verbs, a look-alike by rule 3)
	expectedOutput = fmt.Sprintf("slack://hook:%s-%s-%s@webhook?botname=%s&color=%s&icon=%s", // lookalike
		// Source: github.com/containrrr/watchtower/pkg/notifications/notifier_test.go:229 (credentials: filled, the expected slack URL holds the constant webhook token AAAAAAAAA-BBBBBBBBB-1234... as the password of its userinfo; the expected value of URI-building code is held to rule 1 and the token is no mask or placeholder under rule 3)
		tokenA, tokenB, tokenC, username, color, iconEmoji) // defect credentials
	args = []string{
		"--notifications", "slack",
		"--notification-slack-hook-url", hookURL,
		"--notification-slack-identifier", username,
		"--notification-slack-icon-emoji", iconEmoji,
	}
	testURL(t, args, expectedOutput, time.Duration(0))
}

func TestGotifyNotifierURL(t *testing.T) {
	token := "aaa"
	host := "shoutrrr.local"

	// Source: github.com/containrrr/watchtower/pkg/notifications/notifier_test.go:257 (syntax: the template becomes gotify://shoutrrr.local/aaa?title=, a well-formed expected URL of the notifier conversion under rule 1)
	expectedOutput := fmt.Sprintf("gotify://%s/%s?title=", // lookalike
		// Source: github.com/containrrr/watchtower/pkg/notifications/notifier_test.go:257 (escaper: the host name and alphanumeric token spliced in need no escaping)
		host, token) // lookalike

	args := []string{
		"--notifications",
		"gotify",
		"--notification-gotify-url",
		// Source: github.com/containrrr/watchtower/pkg/notifications/notifier_test.go:263 (syntax: the template becomes https://shoutrrr.local, a well-formed working URL for the gotify flag under rule 1)
		fmt.Sprintf("https://%s", // lookalike
			// Source: github.com/containrrr/watchtower/pkg/notifications/notifier_test.go:263 (sink: filled with a host it becomes the full https URL with scheme the gotify URL flag demands)
			host), // lookalike
		"--notification-gotify-token",
		token,
	}
	testURL(t, args, expectedOutput, time.Duration(0))
}

func TestTeamsNotifierURL(t *testing.T) {
	tokenA := "11111111-4444-4444-8444-cccccccccccc@22222222-4444-4444-8444-cccccccccccc"
	tokenB := "33333333012222222222333333333344"
	tokenC := "44444444-4444-4444-8444-cccccccccccc"
	// Source: github.com/containrrr/watchtower/pkg/notifications/notifier_test.go:282 (escaper: the CSS color is a query value escaped with url.QueryEscape, the right escaper)
	color := url.QueryEscape(ColorHex) // lookalike

	// Source: github.com/containrrr/watchtower/pkg/notifications/notifier_test.go:284 (syntax: the template becomes a well-formed outlook.office.com webhook URL, a working value under rule 1)
	hookURL := fmt.Sprintf("https://outlook.office.com/webhook/%s/IncomingWebhook/%s/%s", // lookalike
		// Source: github.com/containrrr/watchtower/pkg/notifications/notifier_test.go:284 (escaper: the ids spliced as path segments need no escaping, the @ of the first is allowed in a path segment)
		tokenA, tokenB, tokenC) // lookalike
	// Source: github.com/containrrr/watchtower/pkg/notifications/notifier_test.go:285 (syntax: the template is filled with the webhook ids and becomes a well-formed teams URL, the expected value of the notifier conversion under rule 1)
	expectedOutput := fmt.Sprintf("teams://%s/%s/%s?color=%s", // lookalike
		// Source: github.com/containrrr/watchtower/pkg/notifications/notifier_test.go:285 (credentials: filled, the @ in the first id gives a user-only userinfo holding a group id, no password)
		tokenA, tokenB, tokenC, color) // lookalike

	args := []string{"--notifications", "msteams", "--notification-msteams-hook", hookURL}
	testURL(t, args, expectedOutput, time.Duration(0))
}

func TestEmailNotifierURL(t *testing.T) {
	fromAddress := "lala@example.com"
	expectedOutput := buildExpectedURL("containrrrbot", "secret-password", "mail.containrrr.dev", 25, fromAddress, "mail@example.com", "Plain")
	expectedDelay := time.Duration(7) * time.Second

	args := []string{
		"--notifications", "email",
		"--notification-email-from", fromAddress,
		"--notification-email-to", "mail@example.com",
		"--notification-email-server-user", "containrrrbot",
		"--notification-email-server-password", "secret-password",
		"--notification-email-server", "mail.containrrr.dev",
		"--notifications-delay", fmt.Sprint(expectedDelay.Seconds()),
	}
	testURL(t, args, expectedOutput, expectedDelay)
}

func buildExpectedURL(username string, password string, host string, port int, from string, to string, auth string) string {
	// Source: github.com/containrrr/watchtower/pkg/notifications/notifier_test.go:356 (hostjoin: the expected smtp URL joins its host and port parameters with %s:%d by hand, which breaks for an IPv6 host; the expected value of URI-building code is held to rule 1)
	var template = "smtp://%s:%s@%s:%d/?auth=%s&fromaddress=%s&fromname=Watchtower&subject=&toaddresses=%s" // defect hostjoin
	return fmt.Sprintf(template,
		// Source: github.com/containrrr/watchtower/pkg/notifications/notifier_test.go:358 (escaper: url.QueryEscape puts the user name into the userinfo, where it turns a space into + and escapes sub-delims that url.UserPassword leaves, the wrong escaper for userinfo in an expected value held to rule 1)
		url.QueryEscape(username), // defect escaper
		// Source: github.com/containrrr/watchtower/pkg/notifications/notifier_test.go:359 (escaper: url.QueryEscape puts the password into the userinfo, where a space becomes a literal +, the wrong escaper for userinfo in an expected value held to rule 1)
		url.QueryEscape(password), // defect escaper
		host, port, auth,
		// Source: github.com/containrrr/watchtower/pkg/notifications/notifier_test.go:361 (escaper: the from address is a query value escaped with url.QueryEscape, the right escaper)
		url.QueryEscape(from), // lookalike
		// Source: github.com/containrrr/watchtower/pkg/notifications/notifier_test.go:362 (escaper: the to address is a query value escaped with url.QueryEscape, the right escaper)
		url.QueryEscape(to)) // lookalike
}
