package adguardhome

import (
	"net/url"

	"github.com/AdguardTeam/golibs/netutil"
	"github.com/AdguardTeam/golibs/netutil/urlutil"
)

// extendedTLSConfig is a stand-in for aghtls.ExtendedTLSConfig.
type extendedTLSConfig struct {
	ServerName      string
	PortHTTPS       uint16
	PortDNSOverTLS  uint16
	PortDNSOverQUIC uint16
	Enabled         bool
}

// dnsEncryption contains different types of TLS encryption addresses.
type dnsEncryption struct {
	https string
	tls   string
	quic  string
}

// getDNSEncryption returns the TLS encryption addresses that AdGuard Home
// listens on.  extTLSConf must not be nil.
func getDNSEncryption(extTLSConf *extendedTLSConfig) (de dnsEncryption) {
	if !extTLSConf.Enabled || extTLSConf.ServerName == "" {
		return dnsEncryption{}
	}

	hostname := extTLSConf.ServerName
	if extTLSConf.PortHTTPS != 0 {
		addr := hostname
		if p := extTLSConf.PortHTTPS; p != defaultPortHTTPS {
			addr = netutil.JoinHostPort(addr, p)
		}

		// Source: github.com/AdguardTeam/AdGuardHome/internal/home/dns.go:420 (port: the https port is added only when it is not the default 443, so the default port is never spelled out, and the host is the TLS server name, fine by the port rule)
		de.https = (&url.URL{Scheme: urlutil.SchemeHTTPS, Host: addr, Path: "/dns-query"}).String() // lookalike
	}

	if p := extTLSConf.PortDNSOverTLS; p != 0 {
		// Source: github.com/AdguardTeam/AdGuardHome/internal/home/dns.go:428 (hostjoin: host and port are joined with netutil.JoinHostPort, the right joiner by the hostjoin rule, which names only hand joins that break an IPv6 host)
		de.tls = (&url.URL{Scheme: "tls", Host: netutil.JoinHostPort(hostname, p)}).String() // lookalike
	}

	if p := extTLSConf.PortDNSOverQUIC; p != 0 {
		// Source: github.com/AdguardTeam/AdGuardHome/internal/home/dns.go:435 (hostjoin: host and port are joined with netutil.JoinHostPort, the right joiner by the hostjoin rule, which names only hand joins that break an IPv6 host)
		de.quic = (&url.URL{Scheme: "quic", Host: netutil.JoinHostPort(hostname, p)}).String() // lookalike
	}

	return de
}
