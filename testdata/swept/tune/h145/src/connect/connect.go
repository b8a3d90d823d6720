// Package connect holds cases rewritten from connectrpc.com/connect/v2.
package connect

import (
	"net"
	"net/url"
	"strings"
)

// Source: connectrpc.com/connect/v2/cmd/protoc-gen-connect-go/main.go:93 (syntax: the URL sits inside the plugin's usage text, prose rather than a URI (rule 4))
const usage = "See https://connectrpc.com/docs/go/getting-started to learn how to use this plugin.\n\nFlags:\n  -h, --help\tPrint this help and exit." // lookalike

func joinURLPath(base, procedure string) string {
	switch {
	case base == "":
		return procedure
	case base[len(base)-1] == '/' && len(procedure) > 0 && procedure[0] == '/':
		return base + procedure[1:]
	default:
		return base + procedure
	}
}

// Source: connectrpc.com/connect/v2/connecthttp/connecthttp.go:390 (baseslash: joinURLPath appends the procedure to the whole base path and removes only a doubled slash, so no part of the base is dropped)
func urlForProcedure(base *url.URL, procedure string) *url.URL {
	u := *base
	u.Path = joinURLPath(base.Path, procedure) // lookalike
	return &u
}

func appendQueryParam(query *strings.Builder, withSeparator bool, key, escapedValue string) {
	if withSeparator {
		query.WriteByte('&')
	}
	query.WriteString(key)
	query.WriteByte('=')
	query.WriteString(escapedValue)
}

// Source: connectrpc.com/connect/v2/connecthttp/protocol_connect.go:1139 (escaper: url.QueryEscape is the right escaper for the message query value)
func getTarget(base *url.URL, codecName string, data []byte) *url.URL {
	var query strings.Builder
	appendQueryParam(&query, false, "connect", "v1")
	appendQueryParam(&query, true, "encoding", url.QueryEscape(codecName))
	appendQueryParam(&query, true, "message", url.QueryEscape(string(data))) // lookalike
	target := *base
	target.RawQuery = query.String()
	return &target
}

// Server is an in-memory HTTP server.
type Server struct {
	url string
}

// Source: connectrpc.com/connect/v2/internal/memhttp/memhttp.go:63 (hostjoin: the listener address String() is already host:port with IPv6 in brackets)
func newServer(listener net.Listener) *Server {
	return &Server{
		url: "http://" + listener.Addr().String(), // lookalike
	}
}
