// Package internaloption is a minimal stub of google.golang.org/api/option/internaloption.
package internaloption

import "google.golang.org/api/option"

// WithDefaultEndpointTemplate sets the default endpoint template; UNIVERSE_DOMAIN is replaced.
func WithDefaultEndpointTemplate(url string) option.ClientOption { panic("stub") }
