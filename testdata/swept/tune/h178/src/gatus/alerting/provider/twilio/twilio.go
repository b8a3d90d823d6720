package twilio

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"net/http"
)

// Config is the configuration of the Twilio provider
type Config struct {
	SID   string `yaml:"sid"`
	Token string `yaml:"token"`
	From  string `yaml:"from"`
	To    string `yaml:"to"`
}

// AlertProvider is the configuration necessary for sending an alert using Twilio
type AlertProvider struct {
	DefaultConfig Config `yaml:",inline"`
}

// Send an alert using the provider
func (provider *AlertProvider) Send(cfg *Config, body string) error {
	buffer := bytes.NewBuffer([]byte(body))
	// Source: github.com/TwiN/gatus/v5/alerting/provider/twilio/twilio.go:95 (syntax: a format template judged as the URL it becomes, filled with a Twilio account SID, an alphanumeric identifier, by the template rule)
	request, err := http.NewRequest(http.MethodPost, fmt.Sprintf("https://api.twilio.com/2010-04-01/Accounts/%s/Messages.json", cfg.SID), buffer) // lookalike
	if err != nil {
		return err
	}
	request.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	// Source: github.com/TwiN/gatus/v5/alerting/provider/twilio/twilio.go:100 (hostjoin: SID and token joined with ':' form Basic authentication credentials for a header, no host and port, so no URI or authority is built and the hostjoin check has no demand)
	request.Header.Set("Authorization", fmt.Sprintf("Basic %s", base64.StdEncoding.EncodeToString([]byte(cfg.SID+":"+cfg.Token)))) // lookalike
	response, err := http.DefaultClient.Do(request)
	if err != nil {
		return err
	}
	defer response.Body.Close()
	return nil
}
