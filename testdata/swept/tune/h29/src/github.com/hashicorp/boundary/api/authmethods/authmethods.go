// Package authmethods stands in for
// github.com/hashicorp/boundary/api/authmethods: only what the cases use.
package authmethods

import "context"

// Option sets a field of the auth method.
type Option func(map[string]string)

// WithOidcAuthMethodApiUrlPrefix sets the prefix of the callback URL.
func WithOidcAuthMethodApiUrlPrefix(prefix string) Option {
	return func(m map[string]string) { m["api_url_prefix"] = prefix }
}

// WithOidcAuthMethodClientId sets the client id.
func WithOidcAuthMethodClientId(id string) Option {
	return func(m map[string]string) { m["client_id"] = id }
}

// WithName sets the name.
func WithName(name string) Option {
	return func(m map[string]string) { m["name"] = name }
}

// Client creates auth methods.
type Client struct{}

// AuthMethodCreateResult is what Create gives back.
type AuthMethodCreateResult struct {
	Item struct{ Id string }
}

// Create creates an auth method.
func (c *Client) Create(ctx context.Context, typ, scopeID string, opt ...Option) (*AuthMethodCreateResult, error) {
	return &AuthMethodCreateResult{}, nil
}
