package ifttt

import (
	"bytes"
	"fmt"
	"net/http"
)

// Config is the configuration of the IFTTT provider
type Config struct {
	WebhookKey string `yaml:"webhook-key"` // IFTTT Webhook key
	EventName  string `yaml:"event-name"`  // IFTTT event name
}

// AlertProvider is the configuration necessary for sending an alert using IFTTT
type AlertProvider struct {
	DefaultConfig Config `yaml:",inline"`
}

// Send an alert using the provider
func (provider *AlertProvider) Send(cfg *Config, body []byte) error {
	// Source: github.com/TwiN/gatus/v5/alerting/provider/ifttt/ifttt.go:84 (syntax: a format template judged as the URL it becomes, filled with an IFTTT event name and webhook key, which are plain identifiers, by the template rule)
	url := fmt.Sprintf("https://maker.ifttt.com/trigger/%s/with/key/%s", cfg.EventName, cfg.WebhookKey) // lookalike
	request, err := http.NewRequest(http.MethodPost, url, bytes.NewBuffer(body))
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
