// Package op is a small stand-in for github.com/caos/oidc/pkg/op.
package op

// Config configures the OpenID provider.
type Config struct {
	Issuer         string
	CryptoKey      [32]byte
	CodeMethodS256 bool
}
