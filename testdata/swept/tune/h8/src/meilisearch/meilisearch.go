package meilisearch

import (
	"errors"
	"fmt"
	"net/http"
	"strings"
)

// Client talks to a Meilisearch server.
type Client struct {
	host string
	http http.Client
}

// New returns a client for host.
func New(host string) *Client { return &Client{host: strings.TrimSuffix(host, "/")} }

// Health asks the server whether it is available.
func (c *Client) Health() error {
	resp, err := c.http.Get(c.host + "/health")
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return errors.New(resp.Status)
	}
	return nil
}

// AddWebhook registers a webhook.
func (c *Client) AddWebhook(webhookURL string) error {
	req, err := http.NewRequest(http.MethodPost, c.host+"/webhooks", strings.NewReader(fmt.Sprintf("{%q:%q}", "url", webhookURL)))
	if err != nil {
		return err
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Source: github.com/meilisearch/meilisearch-go/chat.go:24 (escaper: a workspace name formatted into the path with no escaper; whether a name needs one the code does not say)
func chatCompletionsPath(workspace string) string {
	return fmt.Sprintf("/chats/%s/chat/completions", workspace) // lookalike
}
