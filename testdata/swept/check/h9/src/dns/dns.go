// Package dns rewrites cases from github.com/miekg/dns.
package dns

import (
	"errors"
	"strings"
)

// RR is a resource record in presentation format.
type RR interface {
	String() string
}

type rr struct{ s string }

func (r *rr) String() string { return r.s }

// NewRR reads a resource record from its zone-file text.
func NewRR(s string) (RR, error) {
	f := strings.Fields(s)
	if len(f) < 3 {
		return nil, errors.New("dns: not enough fields")
	}
	return &rr{s: strings.Join(f, "\t")}, nil
}
