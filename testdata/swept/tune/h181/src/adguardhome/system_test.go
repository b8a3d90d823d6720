package adguardhome

import (
	"net/http"
	"net/url"
	"testing"

	"github.com/AdguardTeam/golibs/netutil/urlutil"
)

func TestService_handleGetV1SystemInfo(t *testing.T) {
	addr := newTestServer(t)
	// Source: github.com/AdguardTeam/AdGuardHome/internal/next/websvc/system_test.go:20 (plainhttp: plain http to the loopback address of the web service the test started, which the plainhttp rule excludes as no public Internet host)
	u := &url.URL{Scheme: urlutil.SchemeHTTP, Host: addr.String(), Path: PathPatternV1SystemInfo} // lookalike

	_ = httpGet(t, u, http.StatusOK)
}
