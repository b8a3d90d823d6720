package zulip

import (
	"bytes"
	"fmt"
	"net/http"
)

// Config is the configuration of the Zulip provider
type Config struct {
	BotEmail  string `yaml:"bot-email"`   // Email of the bot user
	BotAPIKey string `yaml:"bot-api-key"` // API key of the bot user
	Domain    string `yaml:"domain"`      // Domain of the Zulip server
	ChannelID string `yaml:"channel-id"`  // ID of the channel to send the message to
}

// AlertProvider is the configuration necessary for sending an alert using Zulip
type AlertProvider struct {
	DefaultConfig Config `yaml:",inline"`
}

// Send an alert using the provider
func (provider *AlertProvider) Send(cfg *Config, body string) error {
	buffer := bytes.NewBufferString(body)
	// Source: github.com/TwiN/gatus/v5/alerting/provider/zulip/zulip.go:101 (syntax: a format template judged as the URL it becomes, the %s takes the Zulip server domain as host, by the template rule)
	zulipEndpoint := fmt.Sprintf("https://%s/api/v1/messages", cfg.Domain) // lookalike
	request, err := http.NewRequest(http.MethodPost, zulipEndpoint, buffer)
	if err != nil {
		return err
	}
	request.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	request.SetBasicAuth(cfg.BotEmail, cfg.BotAPIKey)
	response, err := http.DefaultClient.Do(request)
	if err != nil {
		return err
	}
	defer response.Body.Close()
	return nil
}
