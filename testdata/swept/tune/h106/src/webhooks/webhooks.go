// Package webhooks holds cases rewritten from github.com/go-playground/webhooks/v6.
package webhooks

import (
	"errors"
	"net/http"
)

// ErrBasicAuthVerificationFailed is returned when basic auth does not match.
var ErrBasicAuthVerificationFailed = errors.New("basic auth verification failed")

// Webhook verifies and parses incoming hooks.
type Webhook struct {
	username string
	password string
}

// Parse verifies basic auth on the incoming request.
func (h Webhook) Parse(r *http.Request) error {
	if h.username == "" && h.password == "" {
		return nil
	}
	u, p, ok := r.BasicAuth()
	if !ok || u != h.username || p != h.password {
		return ErrBasicAuthVerificationFailed
	}
	return nil
}
