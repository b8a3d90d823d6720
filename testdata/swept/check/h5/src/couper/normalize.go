package couper

import (
	"net"
	"net/http"
	"net/url"
	"strings"
)

// Source: github.com/coupergateway/couper/accesscontrol/dpop.go:470 (DPoP htu normaliser rejoins the lower-cased u.Hostname() with the port)
func normalizeHTU(u *url.URL) *url.URL {
	hostname := strings.ToLower(u.Hostname())
	port := u.Port()
	if port == "" || u.Scheme == "http" && port == "80" || u.Scheme == "https" && port == "443" {
		u.Host = hostname
	} else {
		u.Host = hostname + ":" + port // defect hostjoin
	}
	return u
}

// Source: github.com/coupergateway/couper/handler/validation/openapi.go:60 (OpenAPI server URL without a port gets Hostname() + ":" + the default port)
func withDefaultPort(su *url.URL) string {
	if su.Port() == "" && (su.Scheme == "https" || su.Scheme == "http") {
		su.Host = su.Hostname() + ":" // defect hostjoin
		if su.Scheme == "https" {
			su.Host += "443"
		} else {
			su.Host += "80"
		}
	}
	return su.String()
}

// Source: github.com/coupergateway/couper/server/http.go:305 (X-Forwarded-Port applied by rejoining the request URL's Hostname() with the header value)
func applyForwardedPort(req *http.Request) {
	if xfpo := req.Header.Get("X-Forwarded-Port"); xfpo != "" {
		req.URL.Host = req.URL.Hostname() + ":" + xfpo // defect hostjoin
	}
}

// Source: github.com/coupergateway/couper/server/http.go:355 (host from net.SplitHostPort, trailing dot trimmed, rejoined with the listen port)
func cleanHostAppendPort(host, port string) string {
	return strings.TrimSuffix(host, ".") + ":" + port // defect hostjoin
}

// Source: github.com/coupergateway/couper/handler/transport/transport.go:190 (dial origin taken from URL.Host gets ":80" appended when it carries no port)
func dialOrigin(originURL *url.URL) string {
	origin := originURL.Host
	if _, p, _ := net.SplitHostPort(origin); p == "" {
		origin += ":" + "80" // lookalike
	}
	return origin
}
