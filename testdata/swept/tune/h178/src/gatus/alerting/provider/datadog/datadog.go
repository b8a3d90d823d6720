package datadog

import (
	"bytes"
	"fmt"
	"net/http"
)

// Config is the configuration for the Datadog provider
type Config struct {
	APIKey string `yaml:"api-key"`
	Site   string `yaml:"site,omitempty"` // Datadog site (e.g., datadoghq.com, datadoghq.eu)
}

// AlertProvider is the configuration necessary for sending an alert using Datadog
type AlertProvider struct {
	DefaultConfig Config `yaml:",inline"`
}

// Send an alert using the provider
func (provider *AlertProvider) Send(cfg *Config, body []byte) error {
	site := cfg.Site
	if site == "" {
		site = "datadoghq.com"
	}
	buffer := bytes.NewBuffer(body)
	// Source: github.com/TwiN/gatus/v5/alerting/provider/datadog/datadog.go:94 (syntax: a format template judged as the URL it becomes, the %s takes a Datadog site domain such as datadoghq.com, giving https://api.datadoghq.com/api/v1/events, by the template rule)
	url := fmt.Sprintf("https://api.%s/api/v1/events", site) // lookalike
	request, err := http.NewRequest(http.MethodPost, url, buffer)
	if err != nil {
		return err
	}
	request.Header.Set("Content-Type", "application/json")
	request.Header.Set("DD-API-KEY", cfg.APIKey)
	response, err := http.DefaultClient.Do(request)
	if err != nil {
		return err
	}
	defer response.Body.Close()
	return nil
}
