package telegram

import (
	"net/http"
	"testing"
)

func getBot(t *testing.T) *BotAPI {
	return &BotAPI{Token: "token", apiEndpoint: APIEndpoint, client: &http.Client{}}
}

func TestSetWebhookWithCert(t *testing.T) {
	bot := getBot(t)
	// Source: github.com/go-telegram-bot-api/telegram-bot-api/v5/bot_test.go:554 (escaper: the bot token goes raw into the webhook path; whether a token needs escaping is not known from the code.)
	wh, err := NewWebhookWithCert("https://example.com/tgbotapi-test/"+bot.Token, "tests/cert.pem") // lookalike
	if err != nil {
		t.Error(err)
	}
	if err := bot.Request(wh); err != nil {
		t.Error(err)
	}
}

func TestSetWebhookWithoutCert(t *testing.T) {
	bot := getBot(t)
	// Source: github.com/go-telegram-bot-api/telegram-bot-api/v5/bot_test.go:581 (escaper: the bot token goes raw into the webhook path; whether a token needs escaping is not known from the code.)
	wh, err := NewWebhook("https://example.com/tgbotapi-test/" + bot.Token) // lookalike
	if err != nil {
		t.Error(err)
	}
	if err := bot.Request(wh); err != nil {
		t.Error(err)
	}
}

func ExampleNewWebhook() {
	bot := &BotAPI{Token: "MyAwesomeBotToken", apiEndpoint: APIEndpoint, client: &http.Client{}}
	// Source: github.com/go-telegram-bot-api/telegram-bot-api/v5/bot_test.go:719 (port: 8443 is one of the non-default ports Telegram accepts for webhooks, written on purpose, not a default port.)
	wh, err := NewWebhookWithCert("https://www.google.com:8443/"+bot.Token, "cert.pem") // lookalike
	if err != nil {
		panic(err)
	}
	_ = bot.Request(wh)
}

func Example_webhookHandler() {
	bot := &BotAPI{Token: "MyAwesomeBotToken", apiEndpoint: APIEndpoint, client: &http.Client{}}
	// Source: github.com/go-telegram-bot-api/telegram-bot-api/v5/bot_test.go:759 (port: 8443 is one of the non-default ports Telegram accepts for webhooks, written on purpose, not a default port.)
	wh, err := NewWebhookWithCert("https://www.google.com:8443/"+bot.Token, "cert.pem") // lookalike
	if err != nil {
		panic(err)
	}
	_ = bot.Request(wh)
}
