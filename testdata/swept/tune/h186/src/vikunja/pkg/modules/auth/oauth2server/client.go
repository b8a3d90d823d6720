// Package oauth2server rewrites the cases of code.vikunja.io/api/pkg/modules/auth/oauth2server.
package oauth2server

import (
	"net"
	"net/url"
	"strings"
)

// ValidateRedirectURI accepts vikunja-* custom schemes and plain http to a loopback host.
func ValidateRedirectURI(redirectURI string) bool {
	u, err := url.Parse(redirectURI)
	if err != nil || u.Scheme == "" {
		return false
	}
	if strings.HasPrefix(u.Scheme, "vikunja-") {
		return true
	}
	if u.Scheme == "http" {
		host := u.Hostname()
		if strings.EqualFold(host, "localhost") {
			return true
		}
		if ip := net.ParseIP(host); ip != nil && ip.IsLoopback() {
			return true
		}
	}
	return false
}
