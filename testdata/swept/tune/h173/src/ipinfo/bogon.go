package ipinfo

import "net/netip"

// A shortened list of the bogon networks the client answers locally; the
// letter-led IPv6 ranges outside them (a000::/3, c000::/3 and so on) reach the API.
var bogonNetworks = []netip.Prefix{
	netip.MustParsePrefix("::1/128"),
	netip.MustParsePrefix("2001:db8::/32"),
	netip.MustParsePrefix("fc00::/7"),
	netip.MustParsePrefix("fe80::/10"),
	netip.MustParsePrefix("fec0::/10"),
	netip.MustParsePrefix("ff00::/8"),
	netip.MustParsePrefix("10.0.0.0/8"),
	netip.MustParsePrefix("127.0.0.0/8"),
}

func isBogon(ip netip.Addr) bool {
	for _, network := range bogonNetworks {
		if network.Contains(ip) {
			return true
		}
	}
	return false
}
