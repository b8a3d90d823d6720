// Package jwt is a stub of golang.org/x/oauth2/jwt, with the real signatures of the
// functions and fields that urilint's sink table names.
package jwt

type Config struct {
	Email      string
	PrivateKey []byte
	TokenURL   string
	Audience   string
}
