package agent

import (
	"context"
	"net/http"
	"strings"
)

// Client stands in for the A2A client.
type Client struct{ url string }

// NewClient returns a client for the agent at url.
func NewClient(url string) *Client { return &Client{url: url} }

// Send sends a task.
func (c *Client) Send(ctx context.Context, task string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.url, strings.NewReader(task))
	if err != nil {
		return "", err
	}
	_ = req
	return "", nil
}

func (a *agentImpl) delegate(ctx context.Context, to, task string) (string, error) {
	// An external agent on another framework, addressed by A2A URL.
	// Source: go-micro.dev/v6/agent/builtin.go:703 (sink: a bare scheme only compared with HasPrefix to detect a URL target, no URI use by the closing clause of the rules)
	isHTTP := strings.HasPrefix(to, "http://") // lookalike
	// Source: go-micro.dev/v6/agent/builtin.go:703 (sink: a bare scheme only compared with HasPrefix to detect a URL target, no URI use by the closing clause of the rules)
	isHTTPS := strings.HasPrefix(to, "https://") // lookalike
	if isHTTP || isHTTPS {
		return NewClient(to).Send(ctx, task)
	}
	return "", nil
}
