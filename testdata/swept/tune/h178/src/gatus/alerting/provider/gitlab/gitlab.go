package gitlab

import (
	"encoding/json"
	"errors"
	"net/url"

	"gatus/alerting/alert"
	"gatus/config/endpoint"
)

var (
	ErrInvalidWebhookURL      = errors.New("invalid webhook url")
	ErrAuthorizationKeyNotSet = errors.New("authorization-key not set")
)

// Config is the configuration of the GitLab provider
type Config struct {
	WebhookURL       string `yaml:"webhook-url"`       // The webhook url provided by GitLab
	AuthorizationKey string `yaml:"authorization-key"` // The authorization key provided by GitLab
}

// Validate the configuration
func (cfg *Config) Validate() error {
	if len(cfg.WebhookURL) == 0 {
		return ErrInvalidWebhookURL
	} else if _, err := url.Parse(cfg.WebhookURL); err != nil {
		return ErrInvalidWebhookURL
	}
	if len(cfg.AuthorizationKey) == 0 {
		return ErrAuthorizationKeyNotSet
	}
	return nil
}

// AlertProvider is the configuration necessary for sending an alert using GitLab
type AlertProvider struct {
	DefaultConfig Config `yaml:",inline"`
}

// Validate the provider's configuration
func (provider *AlertProvider) Validate() error {
	return provider.DefaultConfig.Validate()
}

type alertBody struct {
	Title          string `json:"title"`
	Service        string `json:"service"`
	MonitoringTool string `json:"monitoring_tool"`
	Hosts          string `json:"hosts"`
	Severity       string `json:"severity"`
}

func (provider *AlertProvider) buildAlertBody(cfg *Config, ep *endpoint.Endpoint, alert *alert.Alert, result *endpoint.Result, resolved bool) []byte {
	body, _ := json.Marshal(alertBody{
		Title:          "alert(gatus): " + ep.Name,
		Service:        ep.Name,
		MonitoringTool: "gatus",
		Hosts:          ep.URL,
		Severity:       "critical",
	})
	return body
}
