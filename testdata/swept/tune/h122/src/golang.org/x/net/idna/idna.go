// Package idna is a minimal stub of golang.org/x/net/idna.
package idna

// A Profile defines the configuration of an IDNA mapper.
type Profile struct{}

// Lookup is the recommended profile for looking up domain names.
var Lookup = &Profile{}

// ToASCII converts a domain or domain label to its ASCII form.
func (p *Profile) ToASCII(s string) (string, error) { panic("stub") }
