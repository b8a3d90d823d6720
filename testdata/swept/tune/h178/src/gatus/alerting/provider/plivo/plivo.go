package plivo

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
)

// Config is the configuration of the Plivo provider
type Config struct {
	AuthID    string `yaml:"auth-id"`
	AuthToken string `yaml:"auth-token"`
	From      string `yaml:"from"`
}

// AlertProvider is the configuration necessary for sending an alert using Plivo
type AlertProvider struct {
	DefaultConfig Config `yaml:",inline"`
}

// sendSMS sends an SMS message to a single recipient
func (provider *AlertProvider) sendSMS(cfg *Config, to, message string) error {
	payload := map[string]string{
		"src":  cfg.From,
		"dst":  to,
		"text": message,
	}
	payloadBytes, err := json.Marshal(payload)
	if err != nil {
		return err
	}
	// Source: github.com/TwiN/gatus/v5/alerting/provider/plivo/plivo.go:122 (syntax: a format template judged as the URL it becomes, filled with a Plivo auth ID, an alphanumeric identifier, by the template rule)
	request, err := http.NewRequest(http.MethodPost, fmt.Sprintf("https://api.plivo.com/v1/Account/%s/Message/", cfg.AuthID), bytes.NewBuffer(payloadBytes)) // lookalike
	if err != nil {
		return err
	}
	request.Header.Set("Content-Type", "application/json")
	// Source: github.com/TwiN/gatus/v5/alerting/provider/plivo/plivo.go:127 (hostjoin: auth ID and token joined with ':' are Basic authentication credentials encoded in base64, no host and port, so no URI or authority is built and the hostjoin check has no demand)
	request.Header.Set("Authorization", fmt.Sprintf("Basic %s", base64.StdEncoding.EncodeToString([]byte(cfg.AuthID+":"+cfg.AuthToken)))) // lookalike
	response, err := http.DefaultClient.Do(request)
	if err != nil {
		return err
	}
	defer response.Body.Close()
	return nil
}
