// Package api is a stub of github.com/prometheus/client_golang/api, with the real signatures of the
// functions and fields that urilint's sink table names.
package api

import (
	"net/http"
)

type Config struct {
	Address      string
	RoundTripper http.RoundTripper
}
