package adguardhome

import (
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"testing"

	"github.com/AdguardTeam/dnsproxy/proxy"
)

// StartHTTPServer is a helper that starts the HTTP server, which is configured
// to return response on every request, and returns the client and server URL.
func StartHTTPServer(tb testing.TB, handler http.Handler) (c *http.Client, u *url.URL) {
	tb.Helper()

	srv := httptest.NewServer(handler)
	tb.Cleanup(srv.Close)

	u, err := url.Parse(srv.URL)
	if err != nil {
		tb.Fatal(err)
	}

	return srv.Client(), u
}

// StartLocalhostUpstream is a test helper that starts a DNS server on
// localhost.
func StartLocalhostUpstream(tb testing.TB, addrPort netip.AddrPort) (addr *url.URL) {
	tb.Helper()

	// Source: github.com/AdguardTeam/AdGuardHome/internal/aghtest/aghtest.go:80 (hostjoin: the host is a netip.AddrPort String, which brackets an IPv6 address, so fine by the hostjoin rule, which names only hand joins that break an IPv6 host)
	addr = &url.URL{Scheme: string(proxy.ProtoTCP), Host: addrPort.String()} // lookalike

	return addr
}
