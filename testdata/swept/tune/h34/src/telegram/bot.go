// Package telegram holds cases rewritten from github.com/go-telegram-bot-api/telegram-bot-api/v5.
package telegram

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

const (
	// Source: github.com/go-telegram-bot-api/telegram-bot-api/v5/configs.go:16 (syntax: a Sprintf template whose two verbs are filled with the token and the method name before the URL is used.)
	APIEndpoint = "https://api.telegram.org/bot%s/%s" // lookalike
	// Source: github.com/go-telegram-bot-api/telegram-bot-api/v5/configs.go:18 (syntax: a Sprintf template for file downloads whose verbs are filled with the token and the file path.)
	FileEndpoint = "https://api.telegram.org/file/bot%s/%s" // lookalike
)

// BotAPI is a minimal bot client.
type BotAPI struct {
	Token       string
	apiEndpoint string
	client      *http.Client
}

// MakeRequest posts form values to an API method.
func (bot *BotAPI) MakeRequest(endpoint string, values url.Values) (*http.Response, error) {
	method := fmt.Sprintf(bot.apiEndpoint, bot.Token, endpoint)
	req, err := http.NewRequest("POST", method, strings.NewReader(values.Encode()))
	if err != nil {
		return nil, err
	}
	return bot.client.Do(req)
}

// FileLink returns the download link of a file.
func FileLink(token, filePath string) string {
	return fmt.Sprintf(FileEndpoint, token, filePath)
}

type fileAttach string

// InputMediaVideo is media with an optional thumbnail.
type InputMediaVideo struct {
	Media fileAttach
	Thumb fileAttach
}

func prepareInputMediaParam(m InputMediaVideo, idx int) InputMediaVideo {
	// Source: github.com/go-telegram-bot-api/telegram-bot-api/v5/configs.go:2330 (syntax: Telegram's attach reference to a multipart field, the verb filled with an index, not a URL to fetch.)
	m.Media = fileAttach(fmt.Sprintf("attach://file-%d", idx)) // lookalike
	// Source: github.com/go-telegram-bot-api/telegram-bot-api/v5/configs.go:2340 (syntax: the thumbnail variant of the attach reference, the verb filled with an index.)
	m.Thumb = fileAttach(fmt.Sprintf("attach://file-%d-thumb", idx)) // lookalike
	return m
}

// WebhookConfig holds a webhook registration.
type WebhookConfig struct {
	URL         *url.URL
	Certificate string
}

// NewWebhook creates a webhook config from a link.
func NewWebhook(link string) (WebhookConfig, error) {
	u, err := url.Parse(link)
	if err != nil {
		return WebhookConfig{}, err
	}
	return WebhookConfig{URL: u}, nil
}

// NewWebhookWithCert creates a webhook config with a self-signed certificate.
func NewWebhookWithCert(link string, file string) (WebhookConfig, error) {
	u, err := url.Parse(link)
	if err != nil {
		return WebhookConfig{}, err
	}
	return WebhookConfig{URL: u, Certificate: file}, nil
}

// Request sends a config to the API.
func (bot *BotAPI) Request(c WebhookConfig) error {
	_, err := bot.MakeRequest("setWebhook", url.Values{"url": {c.URL.String()}})
	return err
}
