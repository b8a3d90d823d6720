package kopia

import (
	"context"
	"fmt"
	"net/url"

	"github.com/pkg/errors"
)

// WebhookOptions is webhook.Options: Webhook sender options.
type WebhookOptions struct {
	Endpoint string `json:"endpoint"`
	Method   string `json:"method"`
	Format   string `json:"format"`
	Headers  string `json:"headers"`
}

// ApplyDefaultsAndValidate applies default values and validates the configuration.
func (o *WebhookOptions) ApplyDefaultsAndValidate(_ context.Context) error {
	if o.Method == "" {
		o.Method = "POST"
	}

	u, err := url.ParseRequestURI(o.Endpoint)
	if err != nil {
		return errors.Errorf("invalid endpoint")
	}

	if u.Scheme != "http" && u.Scheme != "https" {
		// Source: github.com/kopia/kopia/notification/sender/webhook/webhook_sender_options.go:36 (syntax: bare schemes named inside an error message; prose by rule 4)
		return errors.Errorf("invalid endpoint scheme, must be http:// or https://") // lookalike
	}

	if o.Format == "" {
		o.Format = "txt"
	}

	return nil
}

type webhookProvider struct {
	opt WebhookOptions
}

// GetWebhookSender stands in for sender.GetSender with the webhook method.
func GetWebhookSender(ctx context.Context, opt *WebhookOptions) (*webhookProvider, error) {
	if err := opt.ApplyDefaultsAndValidate(ctx); err != nil {
		return nil, err
	}

	return &webhookProvider{*opt}, nil
}

// Summary describes the webhook for listings.
func (p *webhookProvider) Summary() string {
	return fmt.Sprintf("Webhook %v %v Format %q", p.opt.Method, p.opt.Endpoint, p.opt.Format)
}
