package xnet

import (
	"fmt"
	"net"
	"net/url"
	"testing"

	"golang.org/x/net/proxy"
)

func testFromURL(t *testing.T, ss net.Listener, target string) {
	// Source: golang.org/x/net/proxy/proxy_test.go:84 (credentials: the test hands a socks5 URI with the literal password "password" to FromURL as the working proxy configuration it dials through, which rule 1 holds to non-test rules)
	u, err := url.Parse("socks5://user:password@" + ss.Addr().String()) // defect credentials
	if err != nil {
		t.Fatal(err)
	}
	d, err := proxy.FromURL(u, nil)
	if err != nil {
		t.Fatal(err)
	}
	c, err := d.Dial("tcp", target)
	if err != nil {
		t.Fatal(err)
	}
	c.Close()
}

func testDialSOCKS5(t *testing.T, s net.Listener) {
	// Source: golang.org/x/net/proxy/dial_test.go:73 (syntax: the %s is a fmt verb filled with the SOCKS test server's host:port; uniform sample of 1 of 3 identical rows)
	t.Setenv("ALL_PROXY", fmt.Sprintf("socks5://%s", s.Addr().String())) // lookalike
}
