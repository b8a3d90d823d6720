package adguardhome

import (
	"fmt"
	"net"
	"testing"

	"github.com/AdguardTeam/dnsproxy/proxy"
	"github.com/AdguardTeam/dnsproxy/upstream"
)

func TestDoQServer(t *testing.T) {
	// Create a DNS-over-QUIC upstream.
	var addr net.Addr = &net.UDPAddr{IP: net.IP{127, 0, 0, 1}, Port: 8853}
	opts := &upstream.Options{
		InsecureSkipVerify: true,
	}
	// Source: github.com/AdguardTeam/AdGuardHome/internal/dnsforward/dnsforward_internal_test.go:567 (hostjoin: the authority is the String of the proxy's net.Addr, which brackets an IPv6 host, so fine by the hostjoin rule, which names only hand joins that break an IPv6 host)
	u, err := upstream.AddressToUpstream(fmt.Sprintf("%s://%s", proxy.ProtoQUIC, addr), opts) // lookalike
	if err != nil {
		t.Fatal(err)
	}

	_ = u
}
