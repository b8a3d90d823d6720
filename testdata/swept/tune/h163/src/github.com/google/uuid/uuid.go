// Package uuid is a stand-in for github.com/google/uuid.
package uuid

import (
	"crypto/rand"
	"encoding/hex"
)

// UUID is a 16-byte identifier.
type UUID [16]byte

// New returns a random UUID.
func New() UUID {
	var u UUID
	rand.Read(u[:]) //nolint:errcheck
	u[6] = (u[6] & 0x0f) | 0x40
	u[8] = (u[8] & 0x3f) | 0x80
	return u
}

// MustParse parses s or panics.
func MustParse(s string) UUID {
	var u UUID
	clean := make([]byte, 0, 32)
	for i := 0; i < len(s); i++ {
		if s[i] != '-' {
			clean = append(clean, s[i])
		}
	}
	if _, err := hex.Decode(u[:], clean); err != nil {
		panic(err)
	}
	return u
}

// String returns the canonical form of u.
func (u UUID) String() string {
	h := hex.EncodeToString(u[:])
	return h[0:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:]
}
