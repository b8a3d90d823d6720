package onepanel

import (
	"net"
	"regexp"
	"strconv"
)

// ScanPort reports whether the TCP port is in use on any address.
func ScanPort(port int) bool {
	// Source: github.com/1Panel-dev/1Panel/backend/utils/common/common.go:192 (hostjoin: the host is empty, so ":port" is the any-address listen form and no IPv6 host can be joined here)
	ln, err := net.Listen("tcp", ":"+strconv.Itoa(port)) // lookalike
	if err != nil {
		return true
	}
	defer ln.Close()
	return false
}

// IsValidDomain checks a website domain[:port]: DNS names (Han letters
// allowed) and dotted IPv4 only, never an IPv6 literal.
func IsValidDomain(domain string) bool {
	pattern := `^([\w\p{Han}\-\*]{1,100}\.){1,10}([\w\p{Han}\-]{1,24}|[\w\p{Han}\-]{1,24}\.[\w\p{Han}\-]{1,24})(:\d{1,5})?$`
	match, err := regexp.MatchString(pattern, domain)
	if err != nil {
		return false
	}
	return match
}
