package adguardhome

import (
	"net"
	"net/http"
	"net/url"
	"testing"

	"github.com/AdguardTeam/golibs/netutil/urlutil"
)

// serveHTTPLocally starts a new HTTP server, that handles its index with h.  It
// also gracefully closes the listener when the test under t finishes.
func serveHTTPLocally(tb testing.TB, h http.Handler) (urlStr string) {
	tb.Helper()

	l, err := net.Listen("tcp", ":0")
	if err != nil {
		tb.Fatal(err)
	}

	go func() { _ = http.Serve(l, h) }()
	tb.Cleanup(func() { _ = l.Close() })

	addr := l.Addr().(*net.TCPAddr)

	// Source: github.com/AdguardTeam/AdGuardHome/internal/filtering/filter_internal_test.go:32 (plainhttp: plain http to the address of a listener the test started on this machine, which the plainhttp rule excludes as no public Internet host)
	return (&url.URL{Scheme: urlutil.SchemeHTTP, Host: addr.String()}).String() // lookalike
}
