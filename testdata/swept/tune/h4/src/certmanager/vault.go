// Package certmanager holds cases from github.com/cert-manager/cert-manager.
package certmanager

import (
	"errors"
	"fmt"
	"net"
	"net/url"
	"strings"
)

func validateNameserver(server string) error {
	// Source: github.com/cert-manager/cert-manager/internal/apis/config/controller/validation/validation.go:74 (scheme prefix given to strings.HasPrefix, message with a placeholder URL)
	if strings.HasPrefix(server, "https://") { // lookalike
		if u, err := url.ParseRequestURI(server); err != nil || u.Host == "" {
			return errors.New("must be in the format https://<DoH RFC 8484 server address>") // lookalike
		}
	}
	return nil
}

// Source: github.com/cert-manager/cert-manager/internal/vault/vault.go:595 (JWT audience identifier with a vault:// prefix)
func defaultAudience(namespace, name string) string {
	aud := "vault://" // lookalike
	if namespace != "" {
		aud += namespace + "/"
	}
	return aud + name
}

// Source: github.com/cert-manager/cert-manager/pkg/issuer/acme/http/http.go:207 (IPv6 host bracketed by hand)
func challengeURL(dnsName, token string) *url.URL {
	u := &url.URL{Scheme: "http", Host: dnsName}
	if ip := net.ParseIP(dnsName); ip != nil && ip.To4() == nil {
		u.Host = fmt.Sprintf("[%s]", u.Host) // lookalike
	}
	u.Path = "/.well-known/acme-challenge/" + token
	return u
}

// Source: github.com/cert-manager/cert-manager/pkg/issuer/acme/dns/cloudflare/cloudflare.go:125 (zone name appended to a query value)
func zonesPath(name string) string {
	return "/zones?name=" + name // lookalike
}
