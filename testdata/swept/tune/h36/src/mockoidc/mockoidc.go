// Package mockoidc holds cases rewritten from github.com/oauth2-proxy/mockoidc.
package mockoidc

import (
	"crypto/tls"
	"fmt"
	"net"
	"net/http"
	"net/url"
)

// MockOIDC is a mock OIDC server.
type MockOIDC struct {
	Server    *http.Server
	tlsConfig *tls.Config
}

// Start serves on ln.
func (m *MockOIDC) Start(ln net.Listener) {
	m.Server = &http.Server{Addr: ln.Addr().String()}
	go m.Server.Serve(ln)
}

// Addr returns the server address (if started).
func (m *MockOIDC) Addr() string {
	if m.Server == nil {
		return ""
	}
	proto := "http"
	if m.tlsConfig != nil {
		proto = "https"
	}
	// Source: github.com/oauth2-proxy/mockoidc/mockoidc.go:205 (hostjoin: Server.Addr is the listener's Addr().String(), already a host:port with any IPv6 address bracketed, and no ':' is joined here.)
	return fmt.Sprintf("%s://%s", proto, m.Server.Addr) // lookalike
}

// Authorize redirects back to the client with a code.
func Authorize(rw http.ResponseWriter, req *http.Request, sessionID string) {
	redirectURI, err := url.Parse(req.Form.Get("redirect_uri"))
	if err != nil {
		http.Error(rw, err.Error(), http.StatusInternalServerError)
		return
	}
	params, _ := url.ParseQuery(redirectURI.RawQuery)
	params.Set("code", sessionID)
	params.Set("state", req.Form.Get("state"))
	// Source: github.com/oauth2-proxy/mockoidc/handlers.go:125 (escaper: the query is rebuilt with url.Values.Encode, which escapes every value.)
	redirectURI.RawQuery = params.Encode() // lookalike
	http.Redirect(rw, req, redirectURI.String(), http.StatusFound)
}
