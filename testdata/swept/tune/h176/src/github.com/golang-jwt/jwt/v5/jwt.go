// Package jwt is a stand-in for github.com/golang-jwt/jwt/v5.
package jwt

import (
	"encoding/base64"
	"encoding/json"
)

// MapClaims is a claims set.
type MapClaims map[string]interface{}

// SigningMethod names a signing method.
type SigningMethod string

// SigningMethodHS256 is HMAC-SHA256.
var SigningMethodHS256 SigningMethod = "HS256"

// Token is a JWT.
type Token struct {
	Method SigningMethod
	Claims MapClaims
}

// NewWithClaims makes a token.
func NewWithClaims(method SigningMethod, claims MapClaims) *Token {
	return &Token{Method: method, Claims: claims}
}

// SignedString returns the compact form (stand-in: unsigned).
func (t *Token) SignedString(key interface{}) (string, error) {
	bs, err := json.Marshal(t.Claims)
	if err != nil {
		return "", err
	}
	return "eyJhbGciOiJIUzI1NiJ9." + base64.RawURLEncoding.EncodeToString(bs) + ".sig", nil
}
