// Package flagext stands in for github.com/grafana/dskit/flagext: only what
// the cases use.
package flagext

import "net/url"

// URLValue is a url.URL that can be used as a flag.
type URLValue struct {
	*url.URL
}

// Set parses s into the URL.
func (v *URLValue) Set(s string) error {
	u, err := url.Parse(s)
	if err != nil {
		return err
	}
	v.URL = u
	return nil
}

// String gives the URL back.
func (v URLValue) String() string {
	if v.URL == nil {
		return ""
	}
	return v.URL.String()
}
