// Package goproxy holds cases from github.com/elazarl/goproxy.
package goproxy

import (
	"errors"
	"net/http"
	"net/url"
	"strings"
)

var portMap = map[string]string{"http": "80", "https": "443"}

// Source: github.com/elazarl/goproxy/transport/transport.go:710 (dial address from the URL's host and the scheme's default port)
func canonicalAddr(u *url.URL) string {
	addr := u.Host
	if !strings.Contains(addr, ":") || strings.HasSuffix(addr, "]") {
		return addr + ":" + portMap[u.Scheme] // lookalike
	}
	return addr
}

func checkRequest(req *http.Request) error {
	if req.URL == nil {
		// Source: github.com/elazarl/goproxy/transport/transport.go:133 ("http: ..." error text)
		return errors.New("http: nil Request.URL") // lookalike
	}
	return nil
}

// Source: github.com/elazarl/goproxy/dispatcher.go:164 (ip and ":" as prefix of a remote address)
func fromIP(req *http.Request, ip string) bool {
	return strings.HasPrefix(req.RemoteAddr, ip+":") // lookalike
}
