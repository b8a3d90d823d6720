// Package slack is a stub of github.com/slack-go/slack, with the real signatures of the
// functions and fields that urilint's sink table names.
package slack

import (
	"context"
	"net/http"
)

type WebhookMessage struct{}

func PostWebhook(url string, msg *WebhookMessage) error                             { return nil }
func PostWebhookContext(ctx context.Context, url string, msg *WebhookMessage) error { return nil }
func PostWebhookCustomHTTP(url string, httpClient *http.Client, msg *WebhookMessage) error {
	return nil
}
func PostWebhookContextCustomHTTP(ctx context.Context, url string, httpClient *http.Client, msg *WebhookMessage) error {
	return nil
}
