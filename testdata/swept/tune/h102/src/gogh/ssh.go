package gogh

import "net/url"

type translator struct {
	resolve func(host string) (string, error)
}

// Source: github.com/cli/go-gh/v2/pkg/ssh/ssh.go:43 (hostjoin: the URL's Host field gets the host name that ssh resolved for an alias, with no host and port joined by a colon; uniform sample of 4 of 13 non-test build candidates)
func (t *translator) Translate(u *url.URL) *url.URL {
	if u.Scheme != "ssh" {
		return u
	}
	resolvedHost, err := t.resolve(u.Hostname())
	if err != nil {
		return u
	}
	newURL, _ := url.Parse(u.String())
	newURL.Host = resolvedHost // lookalike
	return newURL
}
