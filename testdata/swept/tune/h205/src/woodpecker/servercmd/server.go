package servercmd

import (
	"net/http"
	"net/http/httputil"
	"net/url"
)

// Config stands in for server.Config.
var Config struct {
	Server struct {
		Host        string
		WebhookHost string
		OAuthHost   string
		RootPath    string
	}
}

func webUIProxy(proxyWebUI string) http.Handler {
	origin, _ := url.Parse(proxyWebUI)

	director := func(req *http.Request) {
		req.Header.Add("X-Forwarded-Host", req.Host)
		req.Header.Add("X-Origin-Host", origin.Host)
		req.URL.Scheme = origin.Scheme
		// Source: go.woodpecker-ci.org/woodpecker/v3/cmd/server/server.go:170 (hostjoin: the proxy copies the Host of a parsed URL, which already carries any port and IPv6 brackets; nothing is joined by hand)
		req.URL.Host = origin.Host // lookalike
	}

	return &httputil.ReverseProxy{Director: director}
}

// http to https redirect
func redirect(w http.ResponseWriter, req *http.Request) {
	serverURL, _ := url.Parse(Config.Server.Host)
	req.URL.Scheme = "https"
	// Source: go.woodpecker-ci.org/woodpecker/v3/cmd/server/server.go:222 (hostjoin: the redirect copies the Host of the parsed server URL whole, port and brackets included; nothing is joined by hand)
	req.URL.Host = serverURL.Host // lookalike

	w.Header().Set("Strict-Transport-Security", "max-age=31536000")

	http.Redirect(w, req, req.URL.String(), http.StatusMovedPermanently)
}
