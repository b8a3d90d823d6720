package teams

import (
	"encoding/json"

	"gatus/alerting/alert"
	"gatus/config/endpoint"
)

// Config is the configuration of the Teams provider
type Config struct {
	WebhookURL string `yaml:"webhook-url"`
}

// AlertProvider is the configuration necessary for sending an alert using Teams
type AlertProvider struct {
	DefaultConfig Config `yaml:",inline"`
}

type Body struct {
	Type       string `json:"@type"`
	Context    string `json:"@context"`
	ThemeColor string `json:"themeColor"`
}

func (provider *AlertProvider) buildRequestBody(cfg *Config, ep *endpoint.Endpoint, alert *alert.Alert, result *endpoint.Result, resolved bool) []byte {
	color := "#DD0000"
	if resolved {
		color = "#36A64F"
	}
	body, _ := json.Marshal(Body{
		Type:       "MessageCard",
		Context:    "http://schema.org/extensions",
		ThemeColor: color,
	})
	return body
}
