package signalfx

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
)

// WebhookIntegration is a webhook notification target.
type WebhookIntegration struct {
	Type    string `json:"type"`
	Name    string `json:"name"`
	Enabled bool   `json:"enabled"`
	Url     string `json:"url"`
	Method  string `json:"method"`
}

// CreateWebhookIntegration creates a webhook integration.
func (c *Client) CreateWebhookIntegration(ctx context.Context, wi *WebhookIntegration) (*WebhookIntegration, error) {
	payload, err := json.Marshal(wi)
	if err != nil {
		return nil, err
	}
	resp, err := c.doRequest(ctx, "POST", "/v2/integration", nil, bytes.NewReader(payload))
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("status %d", resp.StatusCode)
	}
	out := &WebhookIntegration{}
	return out, json.NewDecoder(resp.Body).Decode(out)
}
