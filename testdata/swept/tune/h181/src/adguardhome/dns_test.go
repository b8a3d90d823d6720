package adguardhome

import (
	"net/http"
	"net/url"
	"testing"

	"github.com/AdguardTeam/golibs/netutil/urlutil"
)

func TestService_HandlePatchSettingsDNS(t *testing.T) {
	addr := newTestServer(t)
	// Source: github.com/AdguardTeam/AdGuardHome/internal/next/websvc/dns_test.go:58 (plainhttp: plain http to the loopback address of the web service the test started, which the plainhttp rule excludes as no public Internet host)
	u := &url.URL{Scheme: urlutil.SchemeHTTP, Host: addr.String(), Path: PathPatternV1SettingsDNS} // lookalike

	_ = httpGet(t, u, http.StatusOK)
}
