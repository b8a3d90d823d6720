package newrelic

import (
	"bytes"
	"fmt"
	"net/http"
)

// Config is the configuration of the New Relic provider
type Config struct {
	InsertKey string `yaml:"insert-key"`       // New Relic Insert key
	AccountID string `yaml:"account-id"`       // New Relic account ID
	Region    string `yaml:"region,omitempty"` // Region (US or EU, defaults to US)
}

// AlertProvider is the configuration necessary for sending an alert using New Relic
type AlertProvider struct {
	DefaultConfig Config `yaml:",inline"`
}

// Send an alert using the provider
func (provider *AlertProvider) Send(cfg *Config, body []byte) error {
	// Determine the API endpoint based on region
	var apiHost string
	if cfg.Region == "EU" {
		apiHost = "insights-collector.eu01.nr-data.net"
	} else {
		apiHost = "insights-collector.newrelic.com"
	}
	buffer := bytes.NewBuffer(body)
	// Source: github.com/TwiN/gatus/v5/alerting/provider/newrelic/newrelic.go:101 (syntax: a format template judged as the URL it becomes, the host is one of two constant collector hosts and the account ID is numeric, by the template rule)
	url := fmt.Sprintf("https://%s/v1/accounts/%s/events", apiHost, cfg.AccountID) // lookalike
	request, err := http.NewRequest(http.MethodPost, url, buffer)
	if err != nil {
		return err
	}
	request.Header.Set("Content-Type", "application/json")
	request.Header.Set("X-Insert-Key", cfg.InsertKey)
	response, err := http.DefaultClient.Do(request)
	if err != nil {
		return err
	}
	defer response.Body.Close()
	return nil
}
