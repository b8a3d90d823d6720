// Package confighttp is a minimal stub of go.opentelemetry.io/collector/config/confighttp.
package confighttp

import "time"

// ClientConfig is the HTTP client configuration; Endpoint is the URL to send to.
type ClientConfig struct {
	Endpoint        string
	WriteBufferSize int
	Timeout         time.Duration
}

// NewDefaultClientConfig returns the default client configuration.
func NewDefaultClientConfig() ClientConfig { panic("stub") }
