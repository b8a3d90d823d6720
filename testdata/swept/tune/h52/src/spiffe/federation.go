package spiffe

import (
	"context"
	"errors"
	"fmt"
	"net/http"
)

type fetchOptions struct {
	spiffeAuth bool
	webPKI     bool
}

// FetchOption configures FetchBundle.
type FetchOption func(*fetchOptions) error

// WithSPIFFEAuth selects SPIFFE authentication.
func WithSPIFFEAuth() FetchOption {
	return func(o *fetchOptions) error {
		if o.webPKI {
			return errors.New("federation: cannot use both SPIFFE and Web PKI authentication")
		}
		o.spiffeAuth = true
		return nil
	}
}

// WithWebPKIRoots selects Web PKI authentication.
func WithWebPKIRoots() FetchOption {
	return func(o *fetchOptions) error {
		if o.spiffeAuth {
			return errors.New("federation: cannot use both SPIFFE and Web PKI authentication")
		}
		o.webPKI = true
		return nil
	}
}

// FetchBundle fetches a bundle from url.
func FetchBundle(ctx context.Context, url string, option ...FetchOption) (*http.Response, error) {
	var opts fetchOptions
	for _, o := range option {
		if err := o(&opts); err != nil {
			return nil, err
		}
	}
	request, err := http.NewRequestWithContext(ctx, http.MethodGet, url, http.NoBody)
	if err != nil {
		return nil, fmt.Errorf("federation: could not create request: %w", err)
	}
	return http.DefaultClient.Do(request)
}
