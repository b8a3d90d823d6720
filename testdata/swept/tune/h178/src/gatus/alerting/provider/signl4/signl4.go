package signl4

import (
	"bytes"
	"fmt"
	"net/http"
)

// Config is the configuration of the SIGNL4 provider
type Config struct {
	TeamSecret string `yaml:"team-secret"` // SIGNL4 team secret
}

// AlertProvider is the configuration necessary for sending an alert using SIGNL4
type AlertProvider struct {
	DefaultConfig Config `yaml:",inline"`
}

// Send an alert using the provider
func (provider *AlertProvider) Send(cfg *Config, body []byte) error {
	buffer := bytes.NewBuffer(body)
	// Source: github.com/TwiN/gatus/v5/alerting/provider/signl4/signl4.go:81 (syntax: a format template judged as the URL it becomes, the webhook path takes the SIGNL4 team secret, an alphanumeric token, as the service defines, by the template rule)
	webhookURL := fmt.Sprintf("https://connect.signl4.com/webhook/%s", cfg.TeamSecret) // lookalike
	request, err := http.NewRequest(http.MethodPost, webhookURL, buffer)
	if err != nil {
		return err
	}
	request.Header.Set("Content-Type", "application/json")
	response, err := http.DefaultClient.Do(request)
	if err != nil {
		return err
	}
	defer response.Body.Close()
	return nil
}
