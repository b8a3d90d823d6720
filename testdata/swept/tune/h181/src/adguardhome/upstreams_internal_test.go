package adguardhome

import (
	"net/url"
	"strings"
	"testing"
)

func TestUpstreamConfigValidator(t *testing.T) {
	// Source: github.com/AdguardTeam/AdGuardHome/internal/dnsforward/upstreams_internal_test.go:29 (hostjoin: the host is a netip.AddrPort String of a local listener, which brackets IPv6, so fine by the hostjoin rule, which names only hand joins that break an IPv6 host)
	goodUps := (&url.URL{Scheme: "tcp", Host: newLocalUpstreamListener(t, 0).String()}).String() // lookalike
	// Source: github.com/AdguardTeam/AdGuardHome/internal/dnsforward/upstreams_internal_test.go:33 (hostjoin: the same netip.AddrPort String host for the bad local upstream, so fine by the hostjoin rule, which names only hand joins that break an IPv6 host)
	badUps := (&url.URL{Scheme: "tcp", Host: newLocalUpstreamListener(t, 0).String()}).String() // lookalike

	goodAndBadUps := strings.Join([]string{goodUps, badUps}, " ")
	_ = goodAndBadUps
}

func TestUpstreamConfigValidator_Check_once(t *testing.T) {
	// Source: github.com/AdguardTeam/AdGuardHome/internal/dnsforward/upstreams_internal_test.go:177 (hostjoin: the host is a netip.AddrPort String of a local listener, which brackets IPv6, so fine by the hostjoin rule, which names only hand joins that break an IPv6 host)
	addr := (&url.URL{Scheme: "tcp", Host: newLocalUpstreamListener(t, 0).String()}).String() // lookalike
	twoAddrs := strings.Join([]string{addr, addr}, " ")

	_ = []string{addr, "[/one.example/]" + addr, addr, "[/two.example/]" + twoAddrs}
}
