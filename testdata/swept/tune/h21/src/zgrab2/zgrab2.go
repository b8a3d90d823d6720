// Package zgrab2 holds the cases of github.com/zmap/zgrab2, whose lib/http
// is a fork of net/http: the package's own client is a sink of its own.
package zgrab2

import (
	"errors"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

// ScanTarget is a host to scan.
type ScanTarget struct {
	IP     net.IP
	Domain string
	Port   uint
}

// This doesn't use ipp(s) scheme, because http doesn't recognize them, so we need http scheme
// We convert as needed later in convertURIToIPP
func getIPPURL(https bool, host string, port uint16, endpoint string) string {
	var proto string
	if https {
		proto = "https"
	} else {
		proto = "http"
	}
	// Source: github.com/zmap/zgrab2/modules/ipp/scanner.go:632 (hostjoin: the host is the scan target's IP.String() when it has no domain, IPv6 included, joined with the port by ':')
	return proto + "://" + host + ":" + strconv.Itoa(int(port)) + endpoint // defect hostjoin
}

// NewIPPScan prepares the IPP scan of a target.
func NewIPPScan(target *ScanTarget, tls bool) string {
	host := target.Domain
	if host == "" {
		// FIXME: I only know this works for sure for IPv4, uri string might get weird w/ IPv6
		host = target.IP.String()
	}
	return getIPPURL(tls, host, uint16(target.Port), "/ipp")
}

// Maps URL protocol to the default port for that protocol
var protoToPort = map[string]uint16{
	"http":  80,
	"https": 443,
}

// getHTTPURL gets the HTTP URL (sans default port) for the given protocol/host/port/endpoint.
func getHTTPURL(https bool, host string, port uint16, endpoint string) string {
	var proto string
	if https {
		proto = "https"
	} else {
		proto = "http"
	}
	if protoToPort[proto] == port && strings.Contains(host, ":") {
		//If the host has a ":" in it, assume literal IPv6 address
		// Source: github.com/zmap/zgrab2/modules/http/scanner.go:353 (hostjoin: a host with ':' is bracketed; other ports go through net.JoinHostPort)
		return proto + "://[" + host + "]" + endpoint // lookalike
	} else if protoToPort[proto] == port {
		//Otherwise, just concatenate host and endpoint
		return proto + "://" + host + endpoint
	}
	return proto + "://" + net.JoinHostPort(host, strconv.Itoa(int(port))) + endpoint
}

// NewHTTPScan prepares the HTTP scan of a target.
func NewHTTPScan(target *ScanTarget, useHTTPS bool, endpoint string) string {
	host := target.Domain
	if host == "" {
		host = target.IP.String()
	}
	return getHTTPURL(useHTTPS, host, uint16(target.Port), endpoint)
}

// authorityAddr returns a given authority (a host/IP, or host:port / ip:port)
// and returns a host:port. The port 443 is added if needed.
func authorityAddr(scheme string, authority string) (addr string) {
	host, port, err := net.SplitHostPort(authority)
	if err != nil { // authority didn't have a port
		host = authority
		port = ""
	}
	if port == "" { // authority's port was empty
		port = "443"
		if scheme == "http" {
			port = "80"
		}
	}
	// IPv6 address literal, without a port:
	if strings.HasPrefix(host, "[") && strings.HasSuffix(host, "]") {
		// Source: github.com/zmap/zgrab2/lib/http/h2_bundle.go:7722 (hostjoin: the host is an IPv6 literal already in brackets)
		return host + ":" + port // lookalike
	}
	return net.JoinHostPort(host, port)
}

// NewRequest is the fork's NewRequest.
func NewRequest(method, rawurl string) (*http.Request, error) {
	return http.NewRequest(method, rawurl, nil)
}

// Get is the fork's Get.
func Get(rawurl string) (*http.Response, error) {
	return http.Get(rawurl)
}

// stripPassword hides the password of a URL in error messages.
func stripPassword(u *url.URL) string {
	_, passSet := u.User.Password()
	if passSet {
		return strings.Replace(u.String(), u.User.String()+"@", u.User.Username()+":***@", 1)
	}
	return u.String()
}

// refererForURL returns a referer without any authentication info or an
// empty string if lastReq scheme is https and newReq scheme is http.
func refererForURL(lastReq, newReq *url.URL, explicitRef string) string {
	if lastReq.Scheme == "https" && newReq.Scheme == "http" {
		return ""
	}
	if explicitRef != "" {
		return explicitRef
	}
	referer := lastReq.String()
	if lastReq.User != nil {
		auth := lastReq.User.String() + "@"
		referer = strings.Replace(referer, auth, "", 1)
	}
	return referer
}

// shouldCopyHeaderOnRedirect reports whether a sensitive header is kept on a
// redirect from initial to dest.
func shouldCopyHeaderOnRedirect(initial, dest *url.URL) bool {
	ihost := strings.ToLower(initial.Hostname())
	dhost := strings.ToLower(dest.Hostname())
	return ihost == dhost || strings.HasSuffix(dhost, "."+ihost)
}

// getHost gives the Host the fork's request writer uses for a URL.
func getHost(u *url.URL) string {
	return strings.TrimSuffix(u.Host, ":")
}

// Push is the fork's server push.
func Push(target string) error {
	u, err := url.Parse(target)
	if err != nil {
		return err
	}
	if u.Scheme != "" && u.Host == "" {
		return errors.New("push target URL missing host")
	}
	return nil
}
