package mattermost

import (
	"encoding/json"

	"gatus/alerting/alert"
	"gatus/config/endpoint"
)

// Config is the configuration of the Mattermost provider
type Config struct {
	WebhookURL string `yaml:"webhook-url"`
}

// AlertProvider is the configuration necessary for sending an alert using Mattermost
type AlertProvider struct {
	DefaultConfig Config `yaml:",inline"`
}

type Body struct {
	Text     string `json:"text"`
	Username string `json:"username"`
	IconURL  string `json:"icon_url"`
}

func (provider *AlertProvider) buildRequestBody(cfg *Config, ep *endpoint.Endpoint, alert *alert.Alert, result *endpoint.Result, resolved bool) []byte {
	body, _ := json.Marshal(Body{
		Text:     "",
		Username: "gatus",
		IconURL:  "https://raw.githubusercontent.com/TwiN/gatus/master/.github/assets/logo.png",
	})
	return body
}
