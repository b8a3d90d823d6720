// Package jose holds cases rewritten from github.com/go-jose/go-jose/v4.
package jose

import (
	"encoding/json"
	"fmt"
	"net/url"
)

// JSONWebKey keeps only the x5u member.
type JSONWebKey struct {
	CertificatesURL *url.URL
}

// UnmarshalJSON reads the x5u member as a URL.
func (k *JSONWebKey) UnmarshalJSON(data []byte) error {
	var raw struct {
		X5u string `json:"x5u"`
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return err
	}
	if raw.X5u == "" {
		return nil
	}
	u, err := url.Parse(raw.X5u)
	if err != nil {
		return fmt.Errorf("invalid JWK, x5u header is invalid URL: %w", err)
	}
	k.CertificatesURL = u
	return nil
}
