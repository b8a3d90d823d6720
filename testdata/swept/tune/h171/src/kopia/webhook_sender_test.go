package kopia

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestWebhook(t *testing.T) {
	ctx := context.Background()

	server := httptest.NewServer(http.NotFoundHandler())
	defer server.Close()

	p3, err := GetWebhookSender(ctx, &WebhookOptions{
		Endpoint: server.URL + "/nonexistent-path",
	})
	require.NoError(t, err)

	// Source: github.com/kopia/kopia/notification/sender/webhook/webhook_sender_test.go:96 (sink: a scheme prefix only searched for in the summary text with Contains, no URI use)
	require.Contains(t, p3.Summary(), "Webhook POST http://") // lookalike
}

func TestWebhook_InvalidURLScheme(t *testing.T) {
	ctx := context.Background()
	_, err := GetWebhookSender(ctx, &WebhookOptions{
		Endpoint: "hfasd-ttp:",
	})
	// Source: github.com/kopia/kopia/notification/sender/webhook/webhook_sender_test.go:130 (syntax: the expected error text naming bare schemes; prose by rule 4)
	require.ErrorContains(t, err, "invalid endpoint scheme, must be http:// or https://") // lookalike
}
