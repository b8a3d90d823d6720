package devspace

import (
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
)

// canonicalAddr stands in for netutil.CanonicalAddr: host:port of the URL with
// the default port added.
func canonicalAddr(u *url.URL) string {
	port := u.Port()
	if port == "" {
		port = map[string]string{"http": "80", "https": "443"}[u.Scheme]
	}
	return net.JoinHostPort(u.Hostname(), port)
}

// SpdyRoundTripper mirrors kubectl/transport.SpdyRoundTripper.
type SpdyRoundTripper struct {
	proxier func(req *http.Request) (*url.URL, error)
}

// dial dials the host specified by req, using a proxy server if one is configured.
func (s *SpdyRoundTripper) dial(req *http.Request) (net.Conn, error) {
	proxyURL, err := s.proxier(req)
	if err != nil {
		return nil, err
	}

	// ensure we use a canonical host with proxyReq
	targetHost := canonicalAddr(req.URL)

	proxyReq := http.Request{
		Method: "CONNECT",
		// Source: github.com/loft-sh/devspace/pkg/devspace/kubectl/transport/roundtripper.go:141 (sink: rule 5, a CONNECT request carries its target host:port in Host and needs no request URI, so the empty url.URL is right)
		URL:  &url.URL{}, // lookalike
		Host: targetHost,
	}

	proxyDialConn, err := net.Dial("tcp", canonicalAddr(proxyURL))
	if err != nil {
		return nil, err
	}
	proxyClientConn := httputil.NewProxyClientConn(proxyDialConn, nil)
	_, err = proxyClientConn.Do(&proxyReq)
	if err != nil && err != httputil.ErrPersistEOF {
		return nil, err
	}
	rwc, _ := proxyClientConn.Hijack()
	return rwc, nil
}
