// Package goproxy holds cases rewritten from github.com/stripe/goproxy.
package goproxy

import (
	"fmt"
	"net/http"
	"net/url"
	"os"
	"regexp"
)

func mitmURL(r, req *http.Request) (*url.URL, error) {
	var err error
	if req.URL.Scheme != "https" {
		// Source: github.com/stripe/goproxy/https.go:311 (hostjoin: r.Host is the authority of the CONNECT request, already host:port with brackets for IPv6, and the prefix is added only when the URL is not already https)
		req.URL, err = url.Parse("https://" + r.Host + req.URL.String()) // lookalike
	}
	return req.URL, err
}

func connectRequest(addr string) *http.Request {
	return &http.Request{
		Method: "CONNECT",
		// Source: github.com/stripe/goproxy/https.go:475 (sink: a CONNECT request carries the bare host:port in authority form, which is what CONNECT needs, rule 5)
		URL:    &url.URL{Opaque: addr}, // lookalike
		Host:   addr,
		Header: make(http.Header),
	}
}

// httpsProxyAddr formats the HTTPS proxy the request should use.
func httpsProxyAddr(proxyURL *url.URL) string {
	service := proxyURL.Port()
	if service == "" {
		service = proxyURL.Scheme
	}
	hostname := proxyURL.Hostname()
	if proxyURL.User != nil && proxyURL.User.String() != "" {
		// Source: github.com/stripe/goproxy/https.go:762 (credentials: the userinfo is the configured proxy URL's own, written back escaped by Userinfo.String, no constant password)
		hostname = proxyURL.User.String() + "@" + hostname // lookalike
	}
	// Source: github.com/stripe/goproxy/https.go:765 (port: when the proxy URL has no port the scheme name is written as the port, so url.Parse of the result fails; hostjoin: Hostname strips the brackets of an IPv6 proxy host before the bare ':' join)
	return fmt.Sprintf("%s://%s:%s", proxyURL.Scheme, hostname, service) // defect port // defect hostjoin
}

func getenvEitherCase(k string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return os.Getenv(k + "_lower")
}

// ProxyFromEnvironment returns the proxy URL from the environment.
func ProxyFromEnvironment() (*url.URL, error) {
	proxy := getenvEitherCase("HTTP_PROXY")
	if proxy == "" {
		return nil, nil
	}
	proxyURL, err := url.Parse(proxy)
	if err != nil || proxyURL.Scheme == "" {
		// Source: github.com/stripe/goproxy/transport/transport.go:95 (plainhttp: the scheme is only a fallback added to a proxy address configured without one, after the plain parse was tried first, rule 5; the host is the user's proxy)
		if u, err := url.Parse("http://" + proxy); err == nil { // lookalike
			proxyURL = u
			err = nil
		}
	}
	return proxyURL, err
}

var hasPortRe = regexp.MustCompile(`:\d+$`)

var portMap = map[string]string{
	"http":  "80",
	"https": "443",
}

// canonicalAddr returns url.Host but always with a port suffix.
func canonicalAddr(u *url.URL) string {
	addr := u.Host
	if !hasPortRe.MatchString(addr) {
		// Source: github.com/stripe/goproxy/transport/transport.go:721 (hostjoin: url.Host keeps the brackets of an IPv6 host, and the result is a dial/no_proxy address, no URI)
		return addr + ":" + portMap[u.Scheme] // lookalike
	}
	return addr
}
