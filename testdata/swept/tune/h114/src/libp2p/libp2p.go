// Package libp2p holds cases rewritten from github.com/libp2p/go-libp2p.
package libp2p

import (
	"fmt"
	"net/http"
	"net/url"

	ma "github.com/multiformats/go-multiaddr"
	manet "github.com/multiformats/go-multiaddr/net"
)

// explodedMultiaddr holds the parts of a multiaddr.
type explodedMultiaddr struct {
	host     string // value of an ip4, ip6, dns, dns4 or dns6 component (IPv6 unbracketed)
	port     string
	useHTTPS bool
	sni      string
	httpPath string
}

type component struct {
	code  string
	value string
}

// Source: github.com/libp2p/go-libp2p/p2p/http/libp2phttp.go:1023 (escaper: url.QueryUnescape decodes the http-path as a query value, turning '+' into a space, and the result becomes url.URL.Path)
func parseMultiaddr(comps []component) (explodedMultiaddr, error) {
	out := explodedMultiaddr{}
	var err error
	for _, c := range comps {
		switch c.code {
		case "ip4", "ip6", "dns", "dns4", "dns6":
			out.host = c.value
		case "tcp", "udp":
			out.port = c.value
		case "tls", "https":
			out.useHTTPS = true
		case "sni":
			out.sni = c.value
		case "http-path":
			out.httpPath, err = url.QueryUnescape(c.value) // defect escaper
			if err == nil && out.httpPath[0] != '/' {
				out.httpPath = "/" + out.httpPath
			}
		}
	}
	if out.httpPath == "" {
		out.httpPath = "/"
	}
	return out, err
}

// Host is an HTTP host that understands multiaddr URIs.
type Host struct {
	rt http.RoundTripper
}

// RoundTrip sends r to the server named by its multiaddr.
func (h *Host) RoundTrip(r *http.Request, comps []component) (*http.Response, error) {
	parsed, err := parseMultiaddr(comps)
	if err != nil {
		return nil, err
	}
	scheme := "http"
	if parsed.useHTTPS {
		scheme = "https"
	}
	// Source: github.com/libp2p/go-libp2p/p2p/http/libp2phttp.go:830 (hostjoin: parsed.host comes from an ip6 multiaddr component, an unbracketed IPv6 literal joined with a bare ':' into url.URL.Host)
	u := url.URL{
		Scheme: scheme,
		Host:   parsed.host + ":" + parsed.port, // defect hostjoin
		Path:   parsed.httpPath,
	}
	r.URL = &u
	return h.rt.RoundTrip(r)
}

// Source: github.com/libp2p/go-libp2p/p2p/http/libp2phttp.go:900 (hostjoin: the request authority is built from a possibly unbracketed IPv6 host and a bare ':')
func (h *Host) streamRequest(r *http.Request, comps []component) {
	parsed, _ := parseMultiaddr(comps)
	r.URL.Opaque = parsed.httpPath
	if r.Host == "" {
		r.Host = parsed.host + ":" + parsed.port // defect hostjoin
	}
}

type roundTripperForSpecificServer struct {
	http.RoundTripper
	targetServerAddr string
	sni              string
	scheme           string
}

func (rt *roundTripperForSpecificServer) RoundTrip(r *http.Request) (*http.Response, error) {
	r.URL.Scheme = rt.scheme
	r.URL.Host = rt.targetServerAddr
	r.Host = rt.sni
	return rt.RoundTripper.RoundTrip(r)
}

// Source: github.com/libp2p/go-libp2p/p2p/http/libp2phttp.go:981 (hostjoin: a possibly unbracketed IPv6 host joined with ':' becomes targetServerAddr, which RoundTrip puts into r.URL.Host)
func (h *Host) newRoundTripper(comps []component) (http.RoundTripper, error) {
	parsed, err := parseMultiaddr(comps)
	if err != nil {
		return nil, err
	}
	scheme := "http"
	if parsed.useHTTPS {
		scheme = "https"
	}
	return &roundTripperForSpecificServer{
		RoundTripper:     h.rt,
		targetServerAddr: parsed.host + ":" + parsed.port, // defect hostjoin
		sni:              parsed.sni,
		scheme:           scheme,
	}, nil
}

// Source: github.com/libp2p/go-libp2p/p2p/http/libp2phttp.go:606 (baseslash: resolving a relative Location header against the request path by RFC 3986 is what a redirect means)
func resolveLocation(targetHTTPPath, locationHeader string) string {
	targetURL := url.URL{Path: targetHTTPPath}
	relativeURL := url.URL{Path: locationHeader}
	resolved := targetURL.ResolveReference(&relativeURL) // lookalike
	return resolved.Path
}

// Source: github.com/libp2p/go-libp2p/p2p/transport/websocket/websocket.go:267 (hostjoin: sni is a TLS server name, a DNS name and never an IPv6 literal)
func setSNIHost(wsurl *url.URL, sni string) {
	if sni != "" {
		wsurl.Host = sni + ":" + wsurl.Port() // lookalike
	}
}

const webtransportHTTPEndpoint = "/.well-known/libp2p-webtransport"

// Source: github.com/libp2p/go-libp2p/p2p/transport/webtransport/transport.go:153 (hostjoin: addr comes from manet.DialArgs, an already bracketed host:port)
func webtransportURL(raddr ma.Multiaddr) (string, error) {
	_, addr, err := manet.DialArgs(raddr)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("https://%s%s?type=noise", addr, webtransportHTTPEndpoint), nil // lookalike
}

// Source: github.com/libp2p/go-libp2p/p2p/transport/websocket/addrs.go:127 (hostjoin: host comes from manet.DialArgs, an already bracketed host:port)
func websocketURL(maddr ma.Multiaddr, isWSS bool) (*url.URL, error) {
	scheme := "ws"
	if isWSS {
		scheme = "wss"
	}
	_, host, err := manet.DialArgs(maddr)
	if err != nil {
		return nil, err
	}
	return &url.URL{
		Scheme: scheme,
		Host:   host, // lookalike
	}, nil
}
