// Package upstream is a stand-in for github.com/AdguardTeam/dnsproxy/upstream.
package upstream

import (
	"errors"
	"net/url"
)

// Options for AddressToUpstream.
type Options struct {
	InsecureSkipVerify bool
}

// Upstream is a DNS upstream.
type Upstream interface {
	Address() (addr string)
}

type plainUpstream struct{ addr *url.URL }

func (u *plainUpstream) Address() (addr string) { return u.addr.String() }

// AddressToUpstream converts addr, a URL such as quic://host:port, into an
// Upstream.
func AddressToUpstream(addr string, opts *Options) (u Upstream, err error) {
	parsed, err := url.Parse(addr)
	if err != nil {
		return nil, err
	}

	if parsed.Host == "" {
		return nil, errors.New("upstream: no host")
	}

	return &plainUpstream{addr: parsed}, nil
}
