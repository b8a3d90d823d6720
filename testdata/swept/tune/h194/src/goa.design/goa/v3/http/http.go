// Package http is a stand-in for the parts of goa.design/goa/v3/http used here.
package http

import (
	"fmt"
	"net/http"
)

// Encoder encodes a request body.
type Encoder interface {
	Encode(v any) error
}

// ErrInvalidURL is the error returned when a request URL cannot be built.
func ErrInvalidURL(svc, m, u string, err error) error {
	return fmt.Errorf("invalid URL %s for %s.%s: %w", u, svc, m, err)
}

// ErrInvalidType is the error returned when a payload has the wrong type.
func ErrInvalidType(svc, m, expected string, actual any) error {
	return fmt.Errorf("invalid type for %s.%s: expected %s, got %T", svc, m, expected, actual)
}

// Doer performs HTTP requests.
type Doer interface {
	Do(*http.Request) (*http.Response, error)
}
