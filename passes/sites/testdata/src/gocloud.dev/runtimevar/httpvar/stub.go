// Package httpvar is a stub of gocloud.dev/runtimevar/httpvar, with the real signatures of the
// functions and fields that urilint's sink table names.
package httpvar

import (
	"net/http"
)

type Decoder struct{}

type Options struct{}

type Variable struct{}

func OpenVariable(client *http.Client, urlStr string, decoder *Decoder, opts *Options) (*Variable, error) {
	return nil, nil
}
