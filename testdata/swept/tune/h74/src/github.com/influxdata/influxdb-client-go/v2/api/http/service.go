// Package http is a minimal stub of the InfluxDB client HTTP service.
package http

// Service handles HTTP communication with the server.
type Service interface {
	ServerAPIURL() string
	ServerURL() string
}

// Options are the HTTP options.
type Options struct{}

// DefaultOptions returns default options.
func DefaultOptions() *Options { panic("stub") }

// NewService creates a Service for serverURL.
func NewService(serverURL, authorization string, httpOptions *Options) Service {
	panic("stub")
}
