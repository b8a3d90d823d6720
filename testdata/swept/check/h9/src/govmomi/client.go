package govmomi

import (
	"context"
	"errors"
	"net/http"
	"net/url"
)

// Client is a vSphere client.
type Client struct {
	u *url.URL
}

// NewClient creates a new client from a URL and logs in with its user.
func NewClient(ctx context.Context, u *url.URL, insecure bool) (*Client, error) {
	if u.User == nil {
		return nil, errors.New("no user")
	}
	if p, _ := u.User.Password(); p == "" {
		return nil, errors.New("no password")
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, u.String(), nil)
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, errors.New(resp.Status)
	}
	return &Client{u: u}, nil
}
