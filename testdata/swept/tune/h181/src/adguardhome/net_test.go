package adguardhome

import (
	"net"
	"net/netip"
	"net/url"
	"testing"

	"github.com/AdguardTeam/golibs/netutil"
)

func TestParseAddrPort(t *testing.T) {
	const defaultPort = 1

	v4addr := netip.MustParseAddr("1.2.3.4")

	testCases := []struct {
		name       string
		input      string
		wantErrMsg string
		want       netip.AddrPort
	}{{
		name: "success_url",
		// Source: github.com/AdguardTeam/AdGuardHome/internal/aghnet/net_test.go:49 (hostjoin: an IPv4 address String put in Host as input to the address parser, a row of a table varying one URI, rules 2c and 2d)
		input:      (&url.URL{Scheme: "tcp", Host: v4addr.String()}).String(), // lookalike
		wantErrMsg: "",
		want:       netip.AddrPortFrom(v4addr, defaultPort),
	}, {
		name: "success_url_port",
		// Source: github.com/AdguardTeam/AdGuardHome/internal/aghnet/net_test.go:57 (hostjoin: host and port are joined with netutil.JoinHostPort, the right joiner, for the parser's table, rule 2d)
		input:      (&url.URL{Scheme: "tcp", Host: netutil.JoinHostPort(v4addr.String(), 5)}).String(), // lookalike
		wantErrMsg: "",
		want:       netip.AddrPortFrom(v4addr, 5),
	}, {
		name: "error_invalid_port",
		// Source: github.com/AdguardTeam/AdGuardHome/internal/aghnet/net_test.go:71 (port: the negative port is a row named error_invalid_port whose error the test expects, rules 2a and 2b)
		input:      net.JoinHostPort(v4addr.String(), "-5"), // lookalike
		wantErrMsg: `invalid port "-5" parsing "1.2.3.4:-5"`,
		want:       netip.AddrPort{},
	}, {
		name: "error_invalid_url",
		// Source: github.com/AdguardTeam/AdGuardHome/internal/aghnet/net_test.go:76 (sink: the broken tcp::// is a row named error_invalid_url whose parse error the test expects, rules 2a and 2b)
		input: "tcp:://1.2.3.4", // lookalike
		// Source: github.com/AdguardTeam/AdGuardHome/internal/aghnet/net_test.go:78 (sink: the expected error message quotes the bad input inside words, prose by rule 4 and expected error by rule 2a)
		wantErrMsg: `invalid port "//1.2.3.4" parsing "tcp:://1.2.3.4"`, // lookalike
		want:       netip.AddrPort{},
	}}

	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			ap, err := ParseAddrPort(tc.input, defaultPort)
			if (tc.wantErrMsg == "") != (err == nil) {
				t.Fatalf("got err %v, want %q", err, tc.wantErrMsg)
			}

			if ap != tc.want {
				t.Errorf("got %v, want %v", ap, tc.want)
			}
		})
	}
}
