package alertmanager

import (
	"errors"

	amcommoncfg "github.com/prometheus/alertmanager/config/common"
)

// MSTeamsV2Config configures notifications via MSTeams.
type MSTeamsV2Config struct {
	WebhookURL *amcommoncfg.SecretURL
}

// Notifier implements a Notifier for MSTeams notifications.
type Notifier struct {
	conf *MSTeamsV2Config
}

// New returns a new notifier that uses the Microsoft Teams Power Platform connector.
func New(c *MSTeamsV2Config) (*Notifier, error) {
	if c.WebhookURL == nil {
		return nil, errors.New("webhook URL is missing")
	}
	return &Notifier{conf: c}, nil
}

func (n *Notifier) retryable(statusCode int) bool {
	return statusCode >= 500
}
