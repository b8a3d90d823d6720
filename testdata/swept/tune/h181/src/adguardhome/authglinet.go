package adguardhome

import (
	"net"
	"net/http"
	"net/url"

	"github.com/AdguardTeam/golibs/netutil/urlutil"
)

// authMiddlewareGLiNet is the authentication middleware for GL.iNet routers.
type authMiddlewareGLiNet struct {
	isAuthenticated func(r *http.Request) (ok bool)
}

// Wrap implements the httputil.Middleware interface for
// *authMiddlewareGLiNet.  Unauthenticated requests for the index are
// redirected to the router's own web UI on the same host.
func (mw *authMiddlewareGLiNet) Wrap(h http.Handler) (wrapped http.Handler) {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		path := r.URL.Path
		if mw.isAuthenticated(r) {
			h.ServeHTTP(w, r)

			return
		}

		if path == "/" || path == "/index.html" {
			host := r.Host

			if h, _, err := net.SplitHostPort(r.Host); err == nil {
				host = h
			}

			// Source: github.com/AdguardTeam/AdGuardHome/internal/home/authglinet.go:117 (hostjoin: net.SplitHostPort strips the brackets of an IPv6 Host such as [fd00::1]:3000 and the bare host is put back as the authority, giving the broken redirect http://fd00::1, where a bracketing join is needed, a defect by the hostjoin rule since net.JoinHostPort-style bracketing is missing)
			u := &url.URL{Scheme: urlutil.SchemeHTTP, Host: host} // defect hostjoin

			http.Redirect(w, r, u.String(), http.StatusFound)

			return
		}

		w.WriteHeader(http.StatusUnauthorized)
	})
}
