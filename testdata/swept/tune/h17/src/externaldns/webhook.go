package externaldns

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
)

// WebhookProvider talks to an external DNS provider over HTTP.
type WebhookProvider struct {
	client          *http.Client
	remoteServerURL *url.URL
}

// Records returns the records the provider holds.
func (p WebhookProvider) Records(ctx context.Context) ([]byte, error) {
	u := p.remoteServerURL.JoinPath("records")
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, fmt.Errorf("failed to create request: %w", err)
	}
	resp, err := p.client.Do(req)
	if err != nil {
		return nil, fmt.Errorf("failed to get records: %w", err)
	}
	defer resp.Body.Close()
	return io.ReadAll(resp.Body)
}

// ApplyChanges sends the changes to the provider.
func (p WebhookProvider) ApplyChanges(ctx context.Context) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, p.remoteServerURL.JoinPath("records").String(), nil)
	if err != nil {
		return fmt.Errorf("failed to create request: %w", err)
	}
	resp, err := p.client.Do(req)
	if err != nil {
		return fmt.Errorf("failed to apply changes: %w", err)
	}
	return resp.Body.Close()
}
