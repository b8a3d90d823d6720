package homeassistant

import (
	"bytes"
	"errors"
	"fmt"
	"net/http"
)

var (
	ErrURLNotSet   = errors.New("url not set")
	ErrTokenNotSet = errors.New("token not set")
)

// Config is the configuration of the Home Assistant provider
type Config struct {
	URL   string `yaml:"url"`
	Token string `yaml:"token"`
}

// Validate the configuration
func (cfg *Config) Validate() error {
	if len(cfg.URL) == 0 {
		return ErrURLNotSet
	}
	if len(cfg.Token) == 0 {
		return ErrTokenNotSet
	}
	return nil
}

// Override is a case under which the default integration is overridden
type Override struct {
	Group  string `yaml:"group"`
	Config `yaml:",inline"`
}

// AlertProvider is the configuration necessary for sending an alert using Home Assistant
type AlertProvider struct {
	DefaultConfig Config     `yaml:",inline"`
	Overrides     []Override `yaml:"overrides,omitempty"`
}

// Validate the provider's configuration
func (provider *AlertProvider) Validate() error {
	for _, override := range provider.Overrides {
		if override.Group == "" {
			return errors.New("duplicate group override")
		}
	}
	return provider.DefaultConfig.Validate()
}

// Send an alert using the provider
func (provider *AlertProvider) Send(body []byte) error {
	cfg := provider.DefaultConfig
	request, err := http.NewRequest(http.MethodPost, fmt.Sprintf("%s/api/events/gatus_alert", cfg.URL), bytes.NewBuffer(body))
	if err != nil {
		return err
	}
	request.Header.Set("Authorization", "Bearer "+cfg.Token)
	response, err := http.DefaultClient.Do(request)
	if err != nil {
		return err
	}
	defer response.Body.Close()
	if response.StatusCode > 399 {
		return fmt.Errorf("call to provider alert returned status code %d", response.StatusCode)
	}
	return nil
}
