package notation

import (
	"context"
	"errors"
)

// SignerFlagOpts stands in for flag.SignerFlagOpts.
type SignerFlagOpts struct {
	Key string
}

// GetSigner returns a signer for the key named in opts.
func GetSigner(ctx context.Context, opts *SignerFlagOpts) (interface{}, error) {
	if opts.Key == "empty" {
		// Source: github.com/notaryproject/notation/v2/cmd/notation/internal/sign/sign.go:68 (syntax: rule 4, the docs URL is prose inside an error message, joined to the words around it)
		return nil, errors.New("unsupported key, either provide a local key and certificate file paths, or a key name in config.json, check https://notaryproject.dev/docs/user-guides/how-to/notation-config-file/ for details") // lookalike
	}
	return nil, errNotImplemented
}
