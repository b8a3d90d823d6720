package shoutrrr

import (
	"net/url"
	"testing"
)

func mustParse(t *testing.T, raw string) *url.URL {
	t.Helper()
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/chat/matrix/matrix_test.go:128 (credentials: the service logs in and sends with this URL and expects success, a working value holding the constant password pass, rule 1)
func TestMatrixSendMessage(t *testing.T) {
	serviceURL, _ := url.Parse("matrix://user:pass@mockserver") // defect credentials
	svc := &notifier{}
	if err := svc.Initialize(serviceURL); err != nil {
		t.Fatal(err)
	}
	if err := svc.Send("Test message"); err != nil {
		t.Fatal(err)
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/chat/matrix/matrix_test.go:180 (credentials: the client initialises and logs in over plain HTTP with this URL, a working value with the constant password pass, rule 1)
func TestMatrixDisableTLS(t *testing.T) {
	serviceURL := mustParse(t, "matrix://user:pass@mockserver?disableTLS=yes") // defect credentials
	svc := &notifier{}
	if err := svc.Initialize(serviceURL); err != nil {
		t.Fatal(err)
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/chat/matrix/matrix_test.go:58 (credentials: input of the config's URL parser SetURL, whose job is reading user and password out of the URL, rule 2c)
func TestMatrixConfigTitleProp(t *testing.T) {
	serviceURL := mustParse(t, "matrix://user:pass@mockserver?rooms=room1&title=Better%20Off%20Alone") // lookalike
	if err := (&config{}).SetURL(serviceURL); err != nil {
		t.Fatal(err)
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/chat/matrix/matrix_test.go:79 (credentials: the case is named for invalid props and expects SetURL to fail, rule 2a)
func TestMatrixConfigInvalidProps(t *testing.T) {
	serviceURL := mustParse(t, "matrix://user:pass@mockserver?channels=room1,room2") // lookalike
	if err := (&config{forbidden: []string{"channels"}}).SetURL(serviceURL); err == nil {
		t.Fatal("expected an error for invalid props")
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/chat/matrix/matrix_test.go:88 (credentials: a de-/serialisation round trip through the config's URL parser and serialiser, the password being part of what it must keep, rule 2c)
func TestMatrixConfigRoundTrip(t *testing.T) {
	testURL := "matrix://user:pass@mockserver?rooms=%23room1%2C%23room2" // lookalike
	c := &config{}
	if err := c.SetURL(mustParse(t, testURL)); err != nil {
		t.Fatal(err)
	}
	if got := c.GetURL().String(); got != testURL {
		t.Fatalf("got %q", got)
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/chat/slack/slack_test.go:281 (credentials: the bot token's secret sits in the password part of the URL the service initialises and sends with, expecting success, rule 1)
func TestSlackSendAccepted(t *testing.T) {
	serviceURL := mustParse(t, "slack://xoxb:123456789012-1234567890123-4mt0t4l1YL3g1T5L4cK70k3N@C0123456789") // defect credentials
	svc := &notifier{}
	if err := svc.Initialize(serviceURL); err != nil {
		t.Fatal(err)
	}
	if err := svc.Send("Message"); err != nil {
		t.Fatal(err)
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/chat/slack/slack_test.go:102 (hostcase: the legacy slack URL fed to the config parser holds a token part in the host place, an identifier and no DNS name, rule 5)
const slackLegacyURL = "slack://testbot@AAAAAAAAA/BBBBBBBBB/123456789123456789123456?color=3f00fe" // lookalike

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/chat/slack/slack_test.go:103 (credentials: the expected output of the config parser converting a legacy-format URL, the token in the password being what the conversion handles, rule 2c)
func TestSlackLegacyConversion(t *testing.T) {
	newURL := "slack://hook:AAAAAAAAA-BBBBBBBBB-123456789123456789123456@webhook?botname=testbot&color=3f00fe" // lookalike
	c := &config{}
	if err := c.SetURL(mustParse(t, slackLegacyURL)); err != nil {
		t.Fatal(err)
	}
	if c.GetURL().String() == newURL {
		t.Log("converted")
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/chat/slack/slack_test.go:134 (hostcase: the host place of a slack URL holds the first token part, an identifier and no DNS name, rule 5)
func TestSlackCreateConfigDefaultBotname(t *testing.T) {
	slackURL, _ := url.Parse("slack://AAAAAAAAA/BBBBBBBBB/123456789123456789123456") // lookalike
	if err := (&config{}).SetURL(slackURL); err != nil {
		t.Fatal(err)
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/chat/telegram/telegram_test.go:142 (credentials: the bot token's secret is the password of the URL the service sends with, expecting success, rule 1)
func TestTelegramSendAccepted(t *testing.T) {
	serviceURL, _ := url.Parse("telegram://12345:mock-token@telegram/?chats=channel-1,channel-2,channel-3") // defect credentials
	svc := &notifier{}
	if err := svc.Initialize(serviceURL); err != nil {
		t.Fatal(err)
	}
	if err := svc.Send("Message"); err != nil {
		t.Fatal(err)
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/chat/telegram/telegram_test.go:75 (credentials: the faked token is sent to the real API and the test expects the 401 rejection, rule 2a)
func TestTelegramFakedToken401(t *testing.T) {
	serviceURL, _ := url.Parse("telegram://000000000:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA@telegram/?chats=channel-id") // lookalike
	svc := &notifier{}
	if err := svc.Initialize(serviceURL); err != nil {
		t.Fatal(err)
	}
	if err := svc.Send("this is a perfectly valid Message"); err == nil {
		t.Fatal("expected a 401 from the API")
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/chat/telegram/telegram_test.go:97 (credentials: the case expects an error because only the API token is supplied, rule 2a)
func TestTelegramOnlyToken(t *testing.T) {
	serviceURL := mustParse(t, "telegram://12345:mock-token@telegram") // lookalike
	if err := (&config{required: []string{"chats"}}).SetURL(serviceURL); err == nil {
		t.Fatal("expected an error")
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/chat/telegram/telegram_internal_test.go:26 (credentials: the service is configured with this URL to build a payload that must succeed, a working configuration with the token's secret as password, rule 1)
func TestTelegramPayloadNoParseMode(t *testing.T) {
	svc := &notifier{}
	if err := svc.Initialize(mustParse(t, "telegram://12345:mock-token@telegram/?channels=channel-1")); err != nil { // defect credentials
		t.Fatal(err)
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/chat/telegram/telegram_generator_test.go:128 (credentials: the expected value of the generator that builds the service URL holds the constant token secret as password, rule 1)
func TestTelegramGeneratorResult(t *testing.T) {
	want := "telegram://0:MockToken@telegram?chats=667&preview=No" // defect credentials
	c := &config{raw: mustParse(t, want)}
	if got := c.GetURL().String(); got != want {
		t.Fatalf("got %q", got)
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/chat/telegram/telegram_generator_test.go:19 (colonpath: the ':' of the mock token is in a path segment of an absolute URI, where it cannot read as a scheme)
const telegramMockAPIBase = "https://api.telegram.org/bot" + "0:MockToken" + "/" // lookalike

func TestTelegramMockBase(t *testing.T) {
	if telegramMockAPIBase == "" {
		t.Fatal("empty")
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/chat/zulip/zulip_test.go:345 (credentials: the expected value of GetURL for a config the test builds from struct fields holds the constant bot key as password, rule 1)
func TestZulipGetURL(t *testing.T) {
	c := zulipConfig{BotMail: "bot-name@zulipchat.com", BotKey: "correcthorsebatterystable", Host: "example.zulipchat.com"}
	want := "zulip://bot-name%40zulipchat.com:correcthorsebatterystable@example.zulipchat.com?stream=foo&topic=bar" // defect credentials
	if got := c.serviceURL("stream=foo&topic=bar").String(); got != want {
		t.Fatalf("got %q", got)
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/chat/signal/signal_test.go:92 (credentials: the case is named for parsing user with password and compares the password the config parser reads out, rule 2c)
func TestSignalParseUserWithPassword(t *testing.T) {
	serviceURL, _ := url.Parse("signal://user:pass@localhost:8080/+1234567890/+0987654321") // lookalike
	if p, _ := serviceURL.User.Password(); p != "pass" {
		t.Fatalf("password %q", p)
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/chat/mattermost/mattermost_test.go:229 (hostcase: the host of a mattermost URL is the DNS name of the server the webhook is posted to, and this working configuration writes it in upper case, rule 1)
func TestMattermostConfigNoIcon(t *testing.T) {
	mmURL, _ := url.Parse("mattermost://AAAAAAAAA/BBBBBBBBB") // defect hostcase form
	c := &mattermostConfig{}
	c.setURL(mmURL)
	if c.Host == "" {
		t.Fatal("no host")
	}
}

// Source: github.com/nicholas-fedor/shoutrrr/pkg/services/chat/mattermost/mattermost_test.go:167 (plainhttp: the plain-HTTP URL the DisableTLS case expects goes to the test's placeholder host, not a public Internet host)
func TestMattermostDisableTLSURL(t *testing.T) {
	if got := (&mattermostConfig{Host: "host:8080", Token: "token", DisableTLS: true}).buildURL(); got != "http://host:8080/hooks/token" { // lookalike
		t.Fatalf("got %q", got)
	}
}
