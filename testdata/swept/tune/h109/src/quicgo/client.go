// Package quicgo holds cases rewritten from github.com/quic-go/quic-go.
package quicgo

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"
)

func checkContentLength(contentLength, n int64) error {
	if n > contentLength {
		// Source: github.com/quic-go/quic-go/http3/client.go:413 (syntax: an error message that starts with the word http and a colon, not a URI.)
		return fmt.Errorf("http: ContentLength=%d with Body length %d", contentLength, n) // lookalike
	}
	return nil
}

// requestPath returns the origin-form path of req; host is the request authority,
// already validated and IDNA-encoded, with any IPv6 literal in brackets.
func requestPath(req *http.Request, host string) (string, error) {
	if strings.Contains(host, "@") {
		return "", errors.New("invalid Host header")
	}
	path := req.URL.RequestURI()
	if !strings.HasPrefix(path, "/") {
		// Source: github.com/quic-go/quic-go/http3/request_writer.go:123 (hostjoin: host is the request's authority, already host or host:port with IPv6 bracketed, and no port is joined here.)
		path = strings.TrimPrefix(path, req.URL.Scheme+"://"+host) // lookalike
	}
	return path, nil
}

// authorityAddr returns host:port for an authority, adding port 443 if needed.
func authorityAddr(authority string) string {
	host, port, err := net.SplitHostPort(authority)
	if err != nil {
		port = "443"
		host = authority
	}
	if strings.HasPrefix(host, "[") && strings.HasSuffix(host, "]") {
		// Source: github.com/quic-go/quic-go/http3/request_writer.go:262 (hostjoin: the bare colon join is taken only when the host is already a bracketed IPv6 literal, otherwise net.JoinHostPort is used.)
		return host + ":" + port // lookalike
	}
	return net.JoinHostPort(host, port)
}

// pseudoHeaders holds the HTTP/3 request pseudo header fields.
type pseudoHeaders struct {
	Scheme, Path, Authority, Method string
}

// requestFromHeaders turns pseudo header fields into a request.
func requestFromHeaders(h pseudoHeaders) (*http.Request, error) {
	if strings.Contains(h.Authority, "@") {
		return nil, errors.New("userinfo is not allowed in :authority")
	}
	if h.Method == http.MethodConnect {
		if h.Authority == "" || h.Path != "" || h.Scheme != "" {
			return nil, errors.New("bad CONNECT request")
		}
		// Source: github.com/quic-go/quic-go/http3/headers.go:351 (port: the URL of a CONNECT request is its authority alone, and a CONNECT target keeps its port.)
		u := &url.URL{Host: h.Authority} // lookalike
		return &http.Request{Method: h.Method, URL: u, Host: h.Authority, RequestURI: h.Authority}, nil
	}
	if !strings.HasPrefix(h.Path, "/") {
		return nil, fmt.Errorf("invalid :path: %q", h.Path)
	}
	u, err := url.ParseRequestURI(h.Path)
	if err != nil {
		return nil, err
	}
	return &http.Request{Method: h.Method, URL: u, Host: h.Authority, RequestURI: h.Path}, nil
}
