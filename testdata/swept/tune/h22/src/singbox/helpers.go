package singbox

import (
	"net"
	"net/http"
	"strings"
)

// requestAuthority returns the host:port the request goes to, with the
// default port of its scheme filled in and the host in lower case.
func requestAuthority(request *http.Request) string {
	if request == nil || request.URL == nil || request.URL.Host == "" {
		return ""
	}
	host, port, err := net.SplitHostPort(request.URL.Host)
	if err != nil {
		host = request.URL.Host
		port = ""
	}
	if port == "" {
		if request.URL.Scheme == "http" {
			port = "80"
		} else {
			port = "443"
		}
	}
	if strings.HasPrefix(host, "[") && strings.HasSuffix(host, "]") {
		return host + ":" + port
	}
	return net.JoinHostPort(strings.ToLower(host), port)
}
