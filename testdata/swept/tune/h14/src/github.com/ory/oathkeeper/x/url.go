// Package x is a stub of github.com/ory/oathkeeper/x.
package x

import (
	"net/url"

	"github.com/ory/x/urlx"
)

// ParseURLOrPanic parses a url or panics, using urlx.Parse.
func ParseURLOrPanic(in string) *url.URL {
	out, err := urlx.Parse(in)
	if err != nil {
		panic(err.Error())
	}
	return out
}
