// Package apm holds the cases of github.com/elastic/apm-agent-go
// (go.elastic.co/apm/v2 and its module apmhttp).
package apm

import (
	"net"
	"net/http"
	"net/url"
	"path"
	"strconv"
	"strings"
)

// SchemeDefaultPort returns the default port of a scheme.
func SchemeDefaultPort(scheme string) int {
	switch scheme {
	case "http":
		return 80
	case "https":
		return 443
	}
	return 0
}

// DestinationAddr returns the host and port of a request's destination.
func DestinationAddr(req *http.Request) (string, int) {
	if req.URL.Host == "" {
		return "", 0
	}
	host := req.URL.Hostname()
	if p := req.URL.Port(); p != "" {
		port, err := strconv.Atoi(p)
		if err != nil {
			return host, 0
		}
		return host, port
	}
	return host, SchemeDefaultPort(req.URL.Scheme)
}

// URL is the model of a request URL.
type URL struct {
	Full     string
	Protocol string
	Hostname string
	Port     string
	Path     string
	Search   string
	Hash     string
}

// RequestURL returns the URL of a request, rebuilt from the request and its
// forwarding headers. The userinfo is left out.
func RequestURL(req *http.Request) URL {
	out := URL{
		Protocol: req.URL.Scheme,
		Hostname: req.URL.Hostname(),
		Port:     req.URL.Port(),
		Path:     req.URL.Path,
		Search:   req.URL.RawQuery,
		Hash:     req.URL.Fragment,
	}
	host := req.Host
	if fwd := req.Header.Get("Forwarded"); fwd != "" {
		for _, part := range strings.Split(fwd, ";") {
			k, v, _ := strings.Cut(strings.TrimSpace(part), "=")
			switch strings.ToLower(k) {
			case "host":
				host = strings.Trim(v, `"`)
			case "proto":
				out.Protocol = strings.ToLower(v)
			}
		}
	}
	if out.Protocol == "" {
		out.Protocol = "http"
	}
	if host != "" {
		if h, p, err := net.SplitHostPort(host); err == nil {
			out.Hostname, out.Port = h, p
		} else {
			out.Hostname = host
		}
	}
	u := url.URL{Scheme: out.Protocol, Host: host, Path: out.Path, RawQuery: out.Search}
	if u.Path == "" {
		u.Path = "/"
	}
	out.Full = u.String()
	return out
}

// destinationServiceName returns scheme://host of a request, without the
// default port.
func destinationServiceName(req *http.Request) string {
	destinationServiceURL := url.URL{Scheme: req.URL.Scheme, Host: req.URL.Host}
	_, port := DestinationAddr(req)
	if port != 0 && port == SchemeDefaultPort(req.URL.Scheme) {
		if i := strings.LastIndexByte(destinationServiceURL.Host, ':'); i != -1 && !strings.HasSuffix(destinationServiceURL.Host, "]") {
			destinationServiceURL.Host = destinationServiceURL.Host[:i]
		}
	}
	return destinationServiceURL.String()
}

func urlWithPath(url *url.URL, p string) *url.URL {
	urlCopy := *url
	// Source: github.com/elastic/apm-agent-go/transport/http.go:624 (pathjoin: path.Clean of the decoded Path field, which holds no scheme or authority)
	urlCopy.Path = path.Clean(urlCopy.Path + p) // lookalike
	if urlCopy.RawPath != "" {
		urlCopy.RawPath = path.Clean(urlCopy.RawPath + p)
	}
	return &urlCopy
}
