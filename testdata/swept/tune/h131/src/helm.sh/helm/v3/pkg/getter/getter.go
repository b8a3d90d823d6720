// Package getter is a minimal stub of helm.sh/helm/v3/pkg/getter.
package getter

import "bytes"

type options struct{ url string }

// Option configures a Getter.
type Option func(*options)

// WithURL sets the URL option.
func WithURL(url string) Option { panic("stub") }

// Getter fetches data from a URL.
type Getter interface {
	Get(url string, options ...Option) (*bytes.Buffer, error)
}

// Constructor builds a Getter.
type Constructor func(options ...Option) (Getter, error)

// Provider maps URL schemes to a Getter constructor.
type Provider struct {
	Schemes []string
	New     Constructor
}

// Providers is a list of Provider.
type Providers []Provider

// ByScheme returns a Getter for the scheme.
func (p Providers) ByScheme(scheme string) (Getter, error) { panic("stub") }
