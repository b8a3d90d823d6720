package adguardhome

import (
	"bytes"
	"net"
	"strings"
)

// whoisParse parses a subset of plain-text data from the WHOIS response into a
// string map.
func whoisParse(data []byte) (info map[string]string) {
	info = map[string]string{}

	for _, l := range bytes.Split(data, []byte("\n")) {
		before, after, found := bytes.Cut(l, []byte(":"))
		if !found {
			continue
		}

		key := strings.ToLower(string(before))
		val := strings.TrimSpace(string(after))
		switch key {
		case "whois":
			key = "whois"
		case "referralserver":
			key = "whois"
			// Source: github.com/AdguardTeam/AdGuardHome/internal/whois/whois.go:194 (sink: the bare scheme prefix is only trimmed from a referral value with strings.TrimPrefix, no URI use by the closing rule on values only searched for)
			val = strings.TrimPrefix(val, "whois://") // lookalike
		default:
			continue
		}

		info[key] = val
	}

	return info
}

// whoisDefault is the default WHOIS implementation.
type whoisDefault struct {
	serverAddr string
	portStr    string
}

// queryAll queries WHOIS server and handles redirects.
func (w *whoisDefault) queryAll(redir string) (server string) {
	// Source: github.com/AdguardTeam/AdGuardHome/internal/whois/whois.go:243 (hostjoin: the dial address is joined with net.JoinHostPort, the right joiner by the hostjoin rule, which names only hand joins that break an IPv6 host)
	server = net.JoinHostPort(w.serverAddr, w.portStr) // lookalike

	redir = strings.ToLower(redir)
	if _, _, err := net.SplitHostPort(redir); err != nil {
		// Source: github.com/AdguardTeam/AdGuardHome/internal/whois/whois.go:271 (hostjoin: the referral dial address is joined with net.JoinHostPort, the right joiner by the hostjoin rule, which names only hand joins that break an IPv6 host)
		server = net.JoinHostPort(redir, w.portStr) // lookalike
	} else {
		server = redir
	}

	return server
}
