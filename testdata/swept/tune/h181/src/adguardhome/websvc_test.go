package adguardhome

import (
	"io"
	"net/http"
	"net/netip"
	"net/url"
	"testing"

	"github.com/AdguardTeam/golibs/netutil/urlutil"
)

// newTestServer creates and starts a new web service instance as well as its
// sole address.  The address is on the loopback interface.
func newTestServer(tb testing.TB) (addr netip.AddrPort) {
	tb.Helper()

	return netip.MustParseAddrPort("127.0.0.1:3000")
}

// httpGet is a helper that performs an HTTP GET request and returns the body of
// the response as well as checks that the status code is correct.
func httpGet(tb testing.TB, u *url.URL, wantCode int) (body []byte) {
	tb.Helper()

	resp, err := http.Get(u.String())
	if err != nil {
		tb.Fatal(err)
	}
	defer func() { _ = resp.Body.Close() }()

	if resp.StatusCode != wantCode {
		tb.Fatalf("got %d, want %d", resp.StatusCode, wantCode)
	}

	body, _ = io.ReadAll(resp.Body)

	return body
}

func TestService_Start_getHealthCheck(t *testing.T) {
	addr := newTestServer(t)
	// Source: github.com/AdguardTeam/AdGuardHome/internal/next/websvc/websvc_test.go:185 (plainhttp: plain http to the loopback address of the web service the test started, which the plainhttp rule excludes as no public Internet host)
	u := &url.URL{Scheme: urlutil.SchemeHTTP, Host: addr.String(), Path: PathPatternHealthCheck} // lookalike

	_ = httpGet(t, u, http.StatusOK)
}
