package telegram

import (
	"encoding/json"

	"gatus/alerting/alert"
	"gatus/config/endpoint"
)

// Config is the configuration of the Telegram provider
type Config struct {
	Token string `yaml:"token"`
	ID    string `yaml:"id"`
}

// AlertProvider is the configuration necessary for sending an alert using Telegram
type AlertProvider struct {
	DefaultConfig Config `yaml:",inline"`
}

type Body struct {
	ChatID    string `json:"chat_id"`
	Text      string `json:"text"`
	ParseMode string `json:"parse_mode"`
}

func (provider *AlertProvider) buildRequestBody(cfg *Config, ep *endpoint.Endpoint, alert *alert.Alert, result *endpoint.Result, resolved bool) []byte {
	body, _ := json.Marshal(Body{
		ChatID:    cfg.ID,
		Text:      "*Description* \n" + alert.GetDescription() + "  \n",
		ParseMode: "MARKDOWN",
	})
	return body
}
