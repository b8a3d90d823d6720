// Package webauthn holds cases rewritten from github.com/go-webauthn/webauthn.
package webauthn

import "net/url"

func parseOriginURI(raw string) *url.URL {
	uri, _ := url.Parse(raw)
	if uri == nil {
		return nil
	}

	switch uri.Scheme {
	case "https":
		if uri.Port() == "443" {
			// Source: github.com/go-webauthn/webauthn/protocol/client.go:365 (port: the origin normaliser removes an explicit default port from a parsed URI rather than writing one)
			uri.Host = uri.Hostname() // lookalike
		}
	}

	return uri
}
