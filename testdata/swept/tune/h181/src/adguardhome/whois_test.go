package adguardhome

import "testing"

func TestDefault_Process(t *testing.T) {
	const referralserver = "whois.example.net"

	testCases := []struct {
		name string
		data string
	}{{
		name: "whois",
		data: "whois: " + referralserver,
	}, {
		name: "referralserver",
		// Source: github.com/AdguardTeam/AdGuardHome/internal/whois/whois_test.go:100 (syntax: a line of a WHOIS response fed to the WHOIS parser, whose referral value it strips of the whois scheme, rules 2c and 2d)
		data: "referralserver: whois://" + referralserver, // lookalike
	}}

	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			if got := whoisParse([]byte(tc.data))["whois"]; got != referralserver {
				t.Errorf("got %q", got)
			}
		})
	}
}
