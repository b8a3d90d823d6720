// Package air holds cases rewritten from github.com/air-verse/air.
package air

import (
	"fmt"
	"log"
	"net/http"
	"net/http/httputil"
	"net/url"
)

// Proxy forwards browser requests to the app being rebuilt.
type Proxy struct {
	AppPort   int
	ProxyAddr string
}

// Handler builds the reverse proxy to the app.
func (p *Proxy) Handler() http.Handler {
	appURL := &url.URL{Scheme: "http"}
	// Source: github.com/air-verse/air/runner/proxy.go:154 (Host field of the app URL set to localhost:port)
	appURL.Host = fmt.Sprintf("localhost:%d", p.AppPort) // lookalike
	return httputil.NewSingleHostReverseProxy(appURL)
}

// Announce logs where the proxy listens; ProxyAddr is ":port".
func (p *Proxy) Announce() {
	// Source: github.com/air-verse/air/runner/engine.go:438 (log message with a URL formed from a ":port" address)
	log.Printf("Proxy server listening on http://localhost%s", p.ProxyAddr) // lookalike
}
