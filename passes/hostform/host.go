package hostform

import (
	"strings"

	"github.com/urilint/urilint/passes/sites"
	"github.com/urilint/urilint/uri"
)

// host is where the host of a value is, and what its scheme says of it.
type host struct {
	sites.Host
	scheme       string
	component    bool // the value is a host[:port], not a URI
	network      bool // the host is resolved as a network host
	requiresHost bool // the scheme needs a non-empty host (§3.2.2)
}

// findHost finds the host of the site's value. A reference without a
// scheme has a host only when networkPath lets "//" start one (§4.2); the
// schemes its sink uses then say what kind of host it is.
func findHost(s *sites.Site, networkPath bool) (host, bool) {
	r := s.Read()
	lh, ok := r.Host(networkPath)
	if !ok {
		return host{}, false
	}
	h := host{Host: lh, scheme: r.SchemeName()}
	if h.scheme != "" {
		sch, known := uri.LookupScheme(h.scheme)
		if known && sch.HostList && strings.IndexByte(r.Text[h.AuthStart:h.AuthEnd], ',') >= 0 {
			return host{}, false // a list of hosts, not one
		}
		h.network = isNetwork(sch, known)
		h.requiresHost = known && sch.Authority == uri.AuthorityRequiredHost
	} else if len(s.Need.Schemes) > 0 {
		h.network = true
		for _, name := range s.Need.Schemes {
			sch, known := uri.LookupScheme(name)
			h.network = h.network && isNetwork(sch, known) && !sch.HostList
		}
	}
	return h, true
}

// isNetwork reports whether the host of the scheme is a network host,
// one that is resolved by DNS or read as an address: the scheme needs or
// allows a host, or has a default port. For other schemes the host may
// be any name ("myapp://12345").
func isNetwork(sch uri.Scheme, known bool) bool {
	if !known {
		return false
	}
	switch sch.Name {
	case "unix", "passthrough":
		return false // a path, or an address read by the program (grpc-go)
	}
	return sch.Authority == uri.AuthorityRequiredHost || sch.Authority == uri.AuthorityOptionalHost || sch.DefaultPort != 0
}
