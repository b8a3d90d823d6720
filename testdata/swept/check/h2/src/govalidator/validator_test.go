package govalidator

import "testing"

// Source: github.com/asaskevich/govalidator/validator_test.go:793 (IsURL table: valid and invalid URLs, with userinfo, IDN, uppercase host and ports)
func TestIsURL(t *testing.T) {
	tests := []struct {
		param    string
		expected bool
	}{
		{"http://shop.example.com", true},
		{"http://shop.ÉXAMPLE.com/", true},                   // lookalike
		{"http://shop.EXAMPLE", true},                        // lookalike
		{"http://buyer:hunter2@shop.example.com/cart", true}, // lookalike
		{"http://[::1]:909388", false},                       // lookalike
		{"http://shop example.com", false},                   // lookalike
		{"http://[2001:DB8:0:0:8:800:200C:417A]", true},      // lookalike
	}
	for _, tc := range tests {
		if got := IsURL(tc.param); got != tc.expected {
			t.Logf("IsURL(%q) = %v, want %v", tc.param, got, tc.expected)
		}
	}
}

// Source: github.com/asaskevich/govalidator/validator_test.go:1695 (magnet URI validator: malformed inputs that must be rejected)
func TestIsMagnetURIInvalid(t *testing.T) {
	for _, s := range []string{
		"magnett:?xt=urn:btih:3E30322D5BFC7444B7B1D8DD42404B75D0531DFB&dn=notes&tr=udp://tracker.example.com:1337", // lookalike
		"magnet::?xt=urn:btih:UHWY2892JNEJ2GTEYOMDNU67E8ICGICYE92JDUGH&dn=notes&tr=udp://tracker.example.com:1337", // lookalike
	} {
		if IsMagnetURI(s) {
			t.Errorf("accepted %q", s)
		}
	}
}
