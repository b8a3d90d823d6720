// Package otlp holds cases rewritten from go.opentelemetry.io/collector/receiver/otlpreceiver.
package otlp

import (
	"fmt"
	"net/url"
	"path"
)

// SanitizedURLPath is a URL path from configuration.
type SanitizedURLPath string

// UnmarshalText keeps only the path of the configured value, made absolute.
func (s *SanitizedURLPath) UnmarshalText(text []byte) error {
	u, err := url.Parse(string(text))
	if err != nil {
		return fmt.Errorf("invalid HTTP URL path set for signal: %w", err)
	}
	if !path.IsAbs(u.Path) {
		// Source: go.opentelemetry.io/collector/receiver/otlpreceiver/config.go:25 (escaper: a "/" is prefixed to the decoded Path field and no escaper is applied, which is right)
		u.Path = "/" + u.Path // lookalike
	}
	*s = SanitizedURLPath(u.Path)
	return nil
}
