// Package sipgo holds cases rewritten from github.com/emiago/sipgo.
package sipgo

import (
	"net"
	"strconv"
)

// Uri is a SIP URI; Host may hold an IPv6 address without brackets.
type Uri struct {
	Scheme string
	User   string
	Host   string
	Port   int
	raw    string
}

// String writes the raw form when the parser kept one, else the host through uriIP.
func (uri *Uri) String() string {
	if uri.raw != "" {
		return uri.Scheme + ":" + uri.raw
	}
	return uri.Scheme + ":" + uriIP(uri.Host)
}

func isIPV6(ip string) bool { return net.ParseIP(ip) != nil && net.ParseIP(ip).To4() == nil }

// uriIP brackets an IPv6 host.
func uriIP(ip string) string {
	if isIPV6(ip) {
		return "[" + ip + "]"
	}
	return ip
}

// Source: github.com/emiago/sipgo/sip/uri.go:156 (hostjoin: Addr joins the raw Host and the port with a bare colon while String brackets the same Host through uriIP, so an IPv6 host gives a broken URI used as the digest URI)
func (uri *Uri) Addr() string {
	scheme := uri.Scheme
	if uri.Scheme == "" {
		scheme = "sip"
	}
	addr := uri.Host
	if uri.User != "" {
		addr = uri.User + "@" + addr
	}
	if uri.Port > 0 {
		addr += ":" + strconv.Itoa(uri.Port) // defect hostjoin
	}
	return scheme + ":" + addr
}

type TransportWS struct {
	DialURI func(addr string) string
}

type TransportWSS struct {
	*TransportWS
}

// Source: github.com/emiago/sipgo/sip/transport_layer.go:163 (hostjoin: the dial function gets an address already joined by net.JoinHostPort, brackets included, uniform sample of 10 of 17 look-alike candidates)
func newWSS() *TransportWSS {
	return &TransportWSS{TransportWS: &TransportWS{
		DialURI: func(host string) string { return "wss://" + host }, // lookalike
	}}
}

// Source: github.com/emiago/sipgo/sip/transport_ws.go:92 (hostjoin: the dial function gets an address already joined by net.JoinHostPort, brackets included, uniform sample of 10 of 17 look-alike candidates)
func (t *TransportWS) init() {
	if t.DialURI == nil {
		t.DialURI = func(addr string) string { return "ws://" + addr } // lookalike
	}
}

// Source: github.com/emiago/sipgo/sip/transport_wss.go:21 (hostjoin: the dial function gets an address already joined by net.JoinHostPort, brackets included, uniform sample of 10 of 17 look-alike candidates)
func (t *TransportWSS) init() {
	if t.DialURI == nil {
		t.DialURI = func(addr string) string { return "wss://" + addr } // lookalike
	}
	t.TransportWS.init()
}

func dialAddr(hostname string, port int) string {
	return net.JoinHostPort(hostname, strconv.Itoa(port))
}
