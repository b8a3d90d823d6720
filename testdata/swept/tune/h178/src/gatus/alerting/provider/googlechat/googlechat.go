package googlechat

import (
	"encoding/json"

	"gatus/alerting/alert"
	"gatus/config/endpoint"
)

// Config is the configuration of the Google Chat provider
type Config struct {
	WebhookURL string `yaml:"webhook-url"`
}

// AlertProvider is the configuration necessary for sending an alert using Google Chat
type AlertProvider struct {
	DefaultConfig Config `yaml:",inline"`
}

type openLink struct {
	URL string `json:"url"`
}

type textButton struct {
	Text    string `json:"text"`
	OnClick struct {
		OpenLink openLink `json:"openLink"`
	} `json:"onClick"`
}

func (provider *AlertProvider) buildRequestBody(ep *endpoint.Endpoint, alert *alert.Alert, result *endpoint.Result, resolved bool) []byte {
	button := textButton{Text: "URL"}
	button.OnClick.OpenLink.URL = ep.URL
	body, _ := json.Marshal(map[string][]map[string]textButton{"buttons": {{"textButton": button}}})
	return body
}
