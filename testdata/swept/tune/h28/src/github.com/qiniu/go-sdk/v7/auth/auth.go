// Package auth is a minimal stub of github.com/qiniu/go-sdk/v7/auth.
package auth

import (
	"crypto/hmac"
	"crypto/sha1"
	"encoding/base64"
)

// TokenType is the kind of token a request is signed with.
type TokenType int

// Token types.
const (
	TokenQiniu TokenType = iota
	TokenQBox
)

// Credentials holds an access key and a secret key.
type Credentials struct {
	AccessKey string
	SecretKey []byte
}

// New makes credentials.
func New(accessKey, secretKey string) *Credentials {
	return &Credentials{AccessKey: accessKey, SecretKey: []byte(secretKey)}
}

// Sign signs data.
func (ath *Credentials) Sign(data []byte) (token string) {
	h := hmac.New(sha1.New, ath.SecretKey)
	h.Write(data)
	return ath.AccessKey + ":" + base64.URLEncoding.EncodeToString(h.Sum(nil))
}
