// Package gosaml2 holds cases rewritten from github.com/russellhaering/gosaml2.
package gosaml2

const (
	// Source: github.com/russellhaering/gosaml2/types/encrypted_key.go:61 (plainhttp: an XML Encryption algorithm identifier compared as a string, never fetched)
	MethodRSAOAEP = "http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p" // lookalike
)
