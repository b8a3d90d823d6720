// Package api is a stub of github.com/hashicorp/consul/api, with the real signatures of the
// functions and fields that urilint's sink table names.
package api

type Config struct {
	Address    string
	Scheme     string
	PathPrefix string
}
