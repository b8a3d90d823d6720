// Package idna stands in for golang.org/x/net/idna: only what the cases
// call.
package idna

// ToASCII converts a domain name to its ASCII form.
func ToASCII(s string) (string, error) { return s, nil }

// ToUnicode converts a domain name to its Unicode form.
func ToUnicode(s string) (string, error) { return s, nil }
