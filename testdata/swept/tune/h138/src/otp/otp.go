package otp

import (
	"net/url"
	"strings"
)

// Key is an otpauth key parsed from its URI.
type Key struct {
	orig string
	url  *url.URL
}

// NewKeyFromURL parses an otpauth URI.
func NewKeyFromURL(orig string) (*Key, error) {
	s := strings.TrimSpace(orig)
	u, err := url.Parse(s)
	if err != nil {
		return nil, err
	}
	return &Key{orig: s, url: u}, nil
}

// Secret returns the secret query parameter.
func (k *Key) Secret() string {
	return k.url.Query().Get("secret")
}
