package chromedp

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

// Dialer opens websocket connections to a browser.
type Dialer struct{}

// Conn is a websocket connection.
type Conn struct {
	resp *http.Response
}

// Close closes the connection.
func (c *Conn) Close() error { return c.resp.Body.Close() }

// Dial connects to the websocket address.
func (d *Dialer) Dial(ctx context.Context, address string) (*Conn, error) {
	u, err := url.Parse(address)
	if err != nil {
		return nil, fmt.Errorf("parsing the websocket address: %w", err)
	}
	switch u.Scheme {
	case "ws":
		u.Scheme = "http"
	case "wss":
		u.Scheme = "https"
	default:
		return nil, fmt.Errorf("the scheme of %q is not ws or wss", address)
	}
	if u.Host == "" {
		return nil, fmt.Errorf("the address %q has no host", address)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	return &Conn{resp: resp}, nil
}
