// Package sip is a minimal stub of github.com/emiago/sipgo/sip.
package sip

// Uri is a SIP URI; its writer brackets an IPv6 Host and writes Port after a colon.
type Uri struct {
	Scheme   string
	User     string
	Password string
	Host     string
	Port     int
}

// ParseAddr splits a host:port address.
func ParseAddr(addr string) (host string, port int, err error) { panic("stub") }

// Header is a SIP header.
type Header interface{}

// NewHeader makes a generic header.
func NewHeader(name, value string) Header { panic("stub") }
