package hostform

import "testing"

func TestRareIPv4(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		want string // "" for no rare address
	}{
		{"127.1", "127.0.0.1"},            // the last part fills three bytes
		{"10.1.1", "10.1.0.1"},            // and here two
		{"2130706433", "127.0.0.1"},       // one number: all four bytes
		{"0x7f.1", "127.0.0.1"},           // hexadecimal
		{"0X7F.0.0.1", "127.0.0.1"},       // uppercase X
		{"0x7f000001", "127.0.0.1"},       // one hexadecimal number
		{"0177.0.0.1", "127.0.0.1"},       // octal
		{"1.2.3.010", "1.2.3.8"},          // four parts, one octal
		{"00.0.0.0", "0.0.0.0"},           // "00" is octal
		{"0", "0.0.0.0"},                  // a lone zero
		{"4294967295", "255.255.255.255"}, // the largest number
		{"0xff.0xffffff", "255.255.255.255"},
		{"255.255.65535", "255.255.255.255"},
		{"1.2.3.4", ""},              // an IPv4address (§3.2.2)
		{"0.0.0.0", ""},              // an IPv4address
		{"1.2.3.256", ""},            // four parts, one out of range
		{"256.1", ""},                // a part before the last out of range
		{"1.16777216", ""},           // the last part out of range
		{"1.2.65536", ""},            // the last part out of range
		{"4294967296", ""},           // more than 32 bits
		{"0x100000000", ""},          // more than 32 bits
		{"99999999999999999999", ""}, // would overflow 64 bits
		{"08", ""},                   // not octal
		{"0x", ""},                   // no hex digit
		{"0xg", ""},                  // not hex
		{"127.1.", ""},               // a trailing dot
		{".127.1", ""},               // an empty part
		{"127..1", ""},               // an empty part
		{"1.2.3.4.5", ""},            // five parts
		{"+1", ""},                   // a sign
		{" 1", ""},                   // white space
		{"0x0.st", ""},               // a name
		{"1e100.net", ""},            // a name
		{"localhost", ""},
		{"", ""},
	}
	for _, tt := range tests {
		addr, ok := rareIPv4(tt.name)
		got := ""
		if ok {
			got = addr.String()
		}
		if got != tt.want {
			t.Errorf("rareIPv4(%q) = %q, want %q", tt.name, got, tt.want)
		}
	}
}
