// Package client is a stub of github.com/moby/moby/client, with the real signatures of the
// functions and fields that urilint's sink table names.
package client

import (
	"net/url"
)

type Opt func() error

func WithHost(host string) Opt                   { return nil }
func ParseHostURL(host string) (*url.URL, error) { return nil, nil }
