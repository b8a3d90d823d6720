package adguardhome

import (
	"crypto/tls"
	"log/slog"
	"net"
	"net/netip"
	"net/url"

	"github.com/AdguardTeam/golibs/netutil/urlutil"
)

// server contains an *http.Server as well as entities and data associated with
// it.  url is used only to identify the server in logs.
type server struct {
	url         *url.URL
	logger      *slog.Logger
	initialAddr netip.AddrPort
}

// newServer returns a *server that is ready to serve HTTP queries.
func newServer(baseLogger *slog.Logger, initialAddr netip.AddrPort, tlsConf *tls.Config) (s *server) {
	// Source: github.com/AdguardTeam/AdGuardHome/internal/next/websvc/server.go:52 (hostjoin: the host is a netip.AddrPort String, which brackets IPv6, and the URL only names the server in logs; by the closing rule a value only printed is no URI use)
	u := &url.URL{Scheme: urlutil.SchemeHTTP, Host: initialAddr.String()} // lookalike

	if tlsConf != nil {
		// Source: github.com/AdguardTeam/AdGuardHome/internal/next/websvc/server.go:58 (port: switching the scheme keeps a listen address that may be :443, but the URL is only printed in logs, no URI use by the closing rule on printed values)
		u.Scheme = urlutil.SchemeHTTPS // lookalike
	}

	return &server{
		url:         u,
		logger:      baseLogger.With("server", u),
		initialAddr: initialAddr,
	}
}

// serve starts s.
func (s *server) serve(baseLogger *slog.Logger) (err error) {
	l, err := net.ListenTCP("tcp", net.TCPAddrFromAddrPort(s.initialAddr))
	if err != nil {
		return err
	}

	// Reassign the address in case the port was zero.
	//
	// Source: github.com/AdguardTeam/AdGuardHome/internal/next/websvc/server.go:114 (hostjoin: the host is the listener's net.Addr String, which brackets IPv6, and the URL is only logged; by the closing rule a value only printed is no URI use)
	s.url.Host = l.Addr().String() // lookalike
	s.logger = baseLogger.With("server", s.url)

	return l.Close()
}
