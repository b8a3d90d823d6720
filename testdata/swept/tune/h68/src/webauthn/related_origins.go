// Package webauthn holds cases rewritten from github.com/go-webauthn/webauthn.
package webauthn

const (
	// Source: github.com/go-webauthn/webauthn/protocol/related_origins.go:325 (hostform: a scheme prefix constant matched with HasPrefix against opaque origins, not a URI with an empty host)
	OpaqueOriginPrefixMSAppX = "ms-appx://" // lookalike
)
