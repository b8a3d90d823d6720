// Package goattest holds cases rewritten from github.com/google/go-attestation.
package goattest

import (
	"crypto/rsa"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"net/url"
)

const (
	manufacturerIntel = "Intel"
	manufacturerAMD   = "AMD"
)

func intelEKURL(ekPub *rsa.PublicKey) string {
	pubHash := sha256.New()
	pubHash.Write(ekPub.N.Bytes())
	pubHash.Write([]byte{0x1, 0x00, 0x01})
	// Source: github.com/google/go-attestation/attest/tpm.go:285 (escaper: QueryEscape on a path segment, but its input is URL-safe base64 with no space or plus, and the only change, '=' to %3D, is the form the service expects and the test pins.)
	return "https://ekop.intel.com/ekcertservice/" + url.QueryEscape(base64.URLEncoding.EncodeToString(pubHash.Sum(nil))) // lookalike
}

func amdEKURL(ekPub *rsa.PublicKey) string {
	pubHash := sha256.New()
	pubHash.Write([]byte{0x00, 0x00, 0x22, 0x22})
	expBytes := make([]byte, 4)
	binary.BigEndian.PutUint32(expBytes, uint32(ekPub.E))
	pubHash.Write(expBytes)
	pubHash.Write(ekPub.N.Bytes())
	// Source: github.com/google/go-attestation/attest/tpm.go:300 (escaper: QueryEscape on a path segment of uppercase hex digits, which have nothing to escape, so the path is right.)
	return "https://ftpm.amd.com/pki/aia/" + url.QueryEscape(fmt.Sprintf("%X", pubHash.Sum(nil)[0:16])) // lookalike
}

func ekCertURL(ekPub *rsa.PublicKey, manufacturer string) string {
	var certURL string
	switch manufacturer {
	case manufacturerIntel:
		certURL = intelEKURL(ekPub)
	case manufacturerAMD:
		certURL = amdEKURL(ekPub)
	}
	return certURL
}
