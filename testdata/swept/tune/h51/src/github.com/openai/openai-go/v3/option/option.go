// Package option is a minimal stub of the openai-go request options.
package option

// RequestOption configures a client or a request.
type RequestOption func(*RequestConfig) error

// RequestConfig is the configuration a request is built from.
type RequestConfig struct{}

// WithBaseURL sets the URL that request paths are resolved against.
func WithBaseURL(base string) RequestOption { panic("stub") }
