// Package option is a minimal stub of google.golang.org/api/option.
package option

// ClientOption configures a client.
type ClientOption interface{}

// WithEndpoint overrides the service endpoint.
func WithEndpoint(url string) ClientOption { panic("stub") }
