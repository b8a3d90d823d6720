package adguardhome

import (
	"net/http"
	"net/url"

	"github.com/AdguardTeam/golibs/netutil"
	"github.com/AdguardTeam/golibs/netutil/urlutil"
)

// defaultPortHTTPS is the default HTTPS port.
const defaultPortHTTPS uint16 = 443

// handleHTTPSRedirect redirects the request to HTTPS, if needed, and adds some
// HTTPS-related headers.
func handleHTTPSRedirect(w http.ResponseWriter, r *http.Request, forceHTTPS bool, portHTTPS uint16) (proceed bool) {
	host, err := netutil.SplitHost(r.Host)
	if err != nil {
		http.Error(w, "bad host", http.StatusBadRequest)

		return false
	}

	if forceHTTPS && r.TLS == nil {
		u := httpsURL(r.URL, host, portHTTPS)
		http.Redirect(w, r, u.String(), http.StatusTemporaryRedirect)

		return false
	}

	// Allow the frontend from the HTTP origin to send requests to the HTTPS
	// server.
	//
	// Source: github.com/AdguardTeam/AdGuardHome/internal/home/control.go:422 (plainhttp: the http origin is the request's own Host, the AdGuard Home web UI the browser came from, which the plainhttp rule excludes as no public Internet host)
	originURL := &url.URL{Scheme: urlutil.SchemeHTTP, Host: r.Host} // lookalike

	w.Header().Set("Access-Control-Allow-Origin", originURL.String())

	return true
}

// httpsURL returns a copy of u for redirection to the HTTPS version, taking the
// hostname and the HTTPS port into account.  host comes from netutil.SplitHost
// of the request's Host, so an IPv6 host that came with a port has lost its
// brackets.
func httpsURL(u *url.URL, host string, portHTTPS uint16) (redirectURL *url.URL) {
	hostPort := host
	if portHTTPS != defaultPortHTTPS {
		hostPort = netutil.JoinHostPort(host, portHTTPS)
	}

	// Source: github.com/AdguardTeam/AdGuardHome/internal/home/control.go:441 (hostjoin: on the default-port branch the host from SplitHost goes into the authority without brackets, so Host [::1]:3000 redirects to https://::1/..., while only the other branch uses JoinHostPort, a defect by the hostjoin rule)
	return &url.URL{Scheme: urlutil.SchemeHTTPS, Host: hostPort, Path: u.Path, RawQuery: u.RawQuery} // defect hostjoin
}
