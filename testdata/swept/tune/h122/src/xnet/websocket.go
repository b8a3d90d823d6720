package xnet

import (
	"net"
	"net/http"
	"net/url"
)

var portMap = map[string]string{
	"ws":  "80",
	"wss": "443",
}

func parseAuthority(location *url.URL) string {
	if _, ok := portMap[location.Scheme]; ok {
		if _, _, err := net.SplitHostPort(location.Host); err != nil {
			return net.JoinHostPort(location.Host, portMap[location.Scheme])
		}
	}
	return location.Host
}

func serverLocation(req *http.Request) (*url.URL, error) {
	scheme := "ws"
	if req.TLS != nil {
		scheme = "wss"
	}
	// Source: golang.org/x/net/websocket/hybi.go:519 (sink: ParseRequestURI gets an absolute ws or wss URI built from the request's Host and RequestURI, and its error becomes a 400)
	return url.ParseRequestURI(scheme + "://" + req.Host + req.URL.RequestURI()) // lookalike
}
