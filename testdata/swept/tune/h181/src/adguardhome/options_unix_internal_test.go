package adguardhome

import "testing"

func TestParseOpt(t *testing.T) {
	testCases := []struct {
		name    string
		in      string
		wantVal string
	}{{
		name: "text_success",
		// Source: github.com/AdguardTeam/AdGuardHome/internal/dhcpd/options_unix_internal_test.go:50 (syntax: a DHCP option line of code, type and value, not a URI; the URL is its text value after words, rule 4, and points at a private address)
		in:      "252 text http://192.168.1.1/", // lookalike
		wantVal: "http://192.168.1.1/",
	}}

	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			_, _, val, err := parseDHCPOpt(tc.in)
			if err != nil || val != tc.wantVal {
				t.Errorf("got %q, %v", val, err)
			}
		})
	}
}
