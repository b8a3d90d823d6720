// Package webauthn holds cases rewritten from github.com/go-webauthn/webauthn.
package webauthn

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
)

func decodeHeader(header string) error {
	if strings.Contains(header, `"x5u"`) {
		return errors.New("x5u encountered in header of metadata TOC payload")
	}
	return nil
}

func parseStatusURL(raw string) (*url.URL, error) {
	return url.ParseRequestURI(raw)
}

// FullyQualifiedOrigin returns the origin of raw.
func FullyQualifiedOrigin(raw string) (string, error) {
	if IsKnownOpaqueOrigin(raw) {
		return raw, nil
	}
	u, err := url.ParseRequestURI(raw)
	if err != nil {
		return "", err
	}
	if u.Host == "" {
		return "", fmt.Errorf("url '%s' does not have a host", raw)
	}
	return raw, nil
}

// IsOriginInHaystack reports whether origin is one of haystack.
func IsOriginInHaystack(origin string, haystack []string) bool {
	o := parseOriginURI(origin)
	for _, h := range haystack {
		if h == origin {
			return true
		}
		if p := parseOriginURI(h); o != nil && p != nil && strings.EqualFold(o.Host, p.Host) && strings.EqualFold(o.Scheme, p.Scheme) {
			return true
		}
	}
	return false
}

// IsOpaqueOriginInHaystack reports whether origin is exactly one of haystack.
func IsOpaqueOriginInHaystack(origin string, haystack []string) bool {
	for _, h := range haystack {
		if h == origin {
			return true
		}
	}
	return false
}

// NormalizeRelatedOrigins validates and normalizes related origins.
func NormalizeRelatedOrigins(have []string) ([]string, error) {
	out := make([]string, 0, len(have))
	for _, h := range have {
		u, err := url.Parse(h)
		if err != nil {
			return nil, err
		}
		if u.Hostname() == "" {
			return nil, errors.New("the origin must have a host component")
		}
		out = append(out, strings.ToLower(h))
	}
	return out, nil
}

// DefaultRelatedOriginLabeler returns the registrable label of an origin.
func DefaultRelatedOriginLabeler(have string) (string, error) {
	u, err := url.Parse(have)
	if err != nil {
		return "", fmt.Errorf("error parsing origin: %w", err)
	}
	labels := strings.Split(strings.ToLower(u.Hostname()), ".")
	return labels[0], nil
}

// IsOpaqueOrigin reports whether have is not a tuple origin.
func IsOpaqueOrigin(have string) bool {
	u, err := url.Parse(have)
	return err != nil || u.Host == ""
}

// IsKnownOpaqueOrigin reports whether have starts with a known opaque prefix.
func IsKnownOpaqueOrigin(have string) bool {
	return strings.HasPrefix(have, OpaqueOriginPrefixMSAppX) && len(have) > len(OpaqueOriginPrefixMSAppX)
}

// WithExtensionRemoteClientDataJSON returns its argument.
func WithExtensionRemoteClientDataJSON(v string) string { return v }

func beginRegistrationOrigin(origin string, allowed []string) error {
	for _, a := range allowed {
		if a == origin {
			return nil
		}
	}
	return fmt.Errorf("error generating credential creation: the ceremony origin '%s' must be one of the origins in the 'RPOrigins' configuration", origin)
}
