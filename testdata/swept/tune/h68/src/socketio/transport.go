// Package socketio holds cases rewritten from github.com/zishang520/socket.io/clients/engine/v3.
package socketio

import (
	"net/url"
	"strings"
)

type transport struct {
	hostname string
	port     string
	secure   bool
	path     string
}

// CreateUri constructs a URL for the transport connection.
func (t *transport) CreateUri(schema string, query url.Values) *url.URL {
	// Source: github.com/zishang520/socket.io/clients/engine/v3/transport.go:303 (hostjoin: Host joins a hostname that _hostname wraps in brackets when it holds a colon, so an IPv6 literal is safe)
	uri := &url.URL{Scheme: schema, Host: t._hostname() + t._port(), Path: t.path} // lookalike
	if query != nil {
		// Source: github.com/zishang520/socket.io/clients/engine/v3/transport.go:309 (escaper: RawQuery comes from url.Values.Encode, the right escaper for a query)
		uri.RawQuery = query.Encode() // lookalike
	}
	return uri
}

func (t *transport) _hostname() string {
	if strings.Contains(t.hostname, ":") {
		return "[" + t.hostname + "]"
	}
	return t.hostname
}

func (t *transport) _port() string {
	port := t.port
	if port != "" && ((t.secure && port != "443") || (!t.secure && port != "80")) {
		// Source: github.com/zishang520/socket.io/clients/engine/v3/transport.go:335 (hostjoin: the port is appended after a hostname that _hostname already bracketed for IPv6, and only when it is not the default)
		return ":" + port // lookalike
	}
	return ""
}
