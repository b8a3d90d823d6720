package adguardhome

import (
	"net/netip"
	"net/url"
	"testing"

	"github.com/AdguardTeam/golibs/netutil"
)

// newLocalUpstreamListener returns a new localhost upstream listener on the
// specified port and returns the real address it listens on.
func newLocalUpstreamListener(tb testing.TB, port uint16) (real netip.AddrPort) {
	tb.Helper()

	return netip.AddrPortFrom(netip.AddrFrom4([4]byte{127, 0, 0, 1}), port)
}

func TestServer_HandleTestUpstreamDNS(t *testing.T) {
	// Source: github.com/AdguardTeam/AdGuardHome/internal/dnsforward/http_internal_test.go:353 (hostjoin: the host is a netip.AddrPort String, which brackets IPv6, so fine by the hostjoin rule, which names only hand joins that break an IPv6 host)
	ups := (&url.URL{Scheme: "tcp", Host: newLocalUpstreamListener(t, 0).String()}).String() // lookalike

	const upstreamHost = "custom.localhost"

	hostsListener := newLocalUpstreamListener(t, 0)
	// Source: github.com/AdguardTeam/AdGuardHome/internal/dnsforward/http_internal_test.go:366 (hostjoin: host and port are joined with netutil.JoinHostPort, the right joiner by the hostjoin rule, which names only hand joins that break an IPv6 host)
	hostsUps := (&url.URL{Scheme: "tcp", Host: netutil.JoinHostPort(upstreamHost, hostsListener.Port())}).String() // lookalike

	t.Run("timeout", func(t *testing.T) {
		// Source: github.com/AdguardTeam/AdGuardHome/internal/dnsforward/http_internal_test.go:465 (hostjoin: the host is a netip.AddrPort String of a local listener, which brackets IPv6, so fine by the hostjoin rule, which names only hand joins that break an IPv6 host)
		sleepyUps := (&url.URL{Scheme: "tcp", Host: newLocalUpstreamListener(t, 0).String()}).String() // lookalike

		_ = map[string]any{"upstream_dns": []string{sleepyUps}}
	})

	_, _ = ups, hostsUps
}
