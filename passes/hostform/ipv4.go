package hostform

import (
	"net/netip"
	"strings"

	"github.com/urilint/urilint/uri"
)

// numberBase is how a part of a numeric host is written: its radix.
type numberBase uint8

const (
	octal   numberBase = 8  // "0177"
	decimal numberBase = 10 // "127", "0"
	hex     numberBase = 16 // "0x7f", "0X7F"
)

// rareIPv4 returns the IPv4 address that inet_aton(3) reads in name when
// name is a reg-name in one of the forms that RFC 3986 §7.4 warns of, and
// false otherwise.
//
// inet_aton reads one to four parts separated by dots, each a number as
// C's strtoul reads it with base 0 (a leading "0x" for hexadecimal, a
// leading "0" for octal, else decimal). Every part but the last is a byte;
// the last fills the bytes that remain, so "127.1" is 127.0.0.1 and
// "2130706433" is 127.0.0.1 too. Four decimal parts are an IPv4address
// (§3.2.2), not a rare form, when each is a dec-octet; when one is out of
// range ("1.2.3.256") there is no address at all. A part that overflows,
// an empty part or a trailing dot makes no address either.
func rareIPv4(name string) (netip.Addr, bool) {
	if name == "" || strings.Count(name, ".") > 3 {
		return netip.Addr{}, false
	}
	var vals [4]uint64
	n := 0
	rare := false
	for part := range strings.SplitSeq(name, ".") {
		v, base, ok := parseNumber(part)
		if !ok {
			return netip.Addr{}, false
		}
		rare = rare || base != decimal
		vals[n] = v
		n++
	}
	if n == 4 && !rare {
		return netip.Addr{}, false // an IPv4address, or no address
	}
	var addr uint64
	for i := range n - 1 {
		if vals[i] > 0xff {
			return netip.Addr{}, false
		}
		addr |= vals[i] << (8 * (3 - i))
	}
	last := vals[n-1]
	if last >= 1<<(8*(5-n)) {
		return netip.Addr{}, false // more than the bytes that remain
	}
	addr |= last
	return netip.AddrFrom4([4]byte{byte(addr >> 24), byte(addr >> 16), byte(addr >> 8), byte(addr)}), true
}

// parseNumber reads s as strtoul(s, &end, 0) does, and reports false
// unless all of s is the number and it fits in 32 bits. Unlike strtoul,
// it takes no sign and no white space, as inet_aton(3) does not either,
// and it wants a digit after "0x".
func parseNumber(s string) (uint64, numberBase, bool) {
	base, digits := decimal, s
	switch {
	case len(s) > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'):
		base, digits = hex, s[2:]
	case len(s) > 1 && s[0] == '0':
		base, digits = octal, s[1:]
	case s == "":
		return 0, 0, false
	}
	radix := uint64(base)
	var v uint64
	for i := range len(digits) {
		d, ok := digitValue(digits[i])
		if !ok || d >= radix {
			return 0, 0, false
		}
		v = v*radix + d
		if v > 0xffffffff {
			return 0, 0, false
		}
	}
	return v, base, true
}

func digitValue(c byte) (uint64, bool) {
	return uint64(uri.Unhex(c)), uri.IsHex(c)
}
