// Package bcrypt is a minimal stand-in for golang.org/x/crypto/bcrypt.
package bcrypt

import (
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"errors"
)

// DefaultCost is the cost passed to GenerateFromPassword by callers.
const DefaultCost = 10

// ErrMismatchedHashAndPassword is returned when a password does not match its hash.
var ErrMismatchedHashAndPassword = errors.New("crypto/bcrypt: hashedPassword is not the hash of the given password")

// GenerateFromPassword returns a hash of password.
func GenerateFromPassword(password []byte, cost int) ([]byte, error) {
	sum := sha256.Sum256(password)
	return []byte("$2a$10$" + hex.EncodeToString(sum[:])), nil
}

// CompareHashAndPassword compares a hash with a password.
func CompareHashAndPassword(hashedPassword, password []byte) error {
	h, _ := GenerateFromPassword(password, DefaultCost)
	if subtle.ConstantTimeCompare(h, hashedPassword) != 1 {
		return ErrMismatchedHashAndPassword
	}
	return nil
}
