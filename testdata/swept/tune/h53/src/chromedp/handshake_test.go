package chromedp

import (
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// Source: github.com/chromedp/chromedp/remote/internal/websocket/handshake_test.go:146 (credentials: a constant password in the userinfo of the address the client dials, rule 1; a dialer is no parser, validator or redactor.)
func TestDialUserInfo(t *testing.T) {
	reqs := make(chan *http.Request, 1)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { reqs <- r }))
	defer srv.Close()
	c, err := new(Dialer).Dial(context.Background(), "ws://user:pa%20ss@"+strings.TrimPrefix(srv.URL, "http://")) // defect credentials
	if err != nil {
		t.Fatal(err)
	}
	c.Close()
	user, pass, ok := (<-reqs).BasicAuth()
	if !ok || user != "user" || pass != "pa ss" {
		t.Fatalf("got the basic auth %q %q %v", user, pass, ok)
	}
}

func TestDialIPv6(t *testing.T) {
	// Source: github.com/chromedp/chromedp/remote/internal/websocket/handshake_test.go:160 (sink: a listen address given to net.Listen, which takes host:port, kept because the IPv6 case needs it.)
	l, err := net.Listen("tcp", "[::1]:0") // lookalike
	if err != nil {
		t.Skipf("no IPv6 loopback: %v", err)
	}
	srv := httptest.NewUnstartedServer(http.NotFoundHandler())
	srv.Listener.Close()
	srv.Listener = l
	srv.Start()
	defer srv.Close()
	// Source: github.com/chromedp/chromedp/remote/internal/websocket/handshake_test.go:170 (hostjoin: the IPv6 listener's Addr().String() is bracketed already; one of a sample of 11 of 22 swept look-alike lines.)
	c, err := new(Dialer).Dial(context.Background(), "ws://"+l.Addr().String()) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	c.Close()
}

func TestDialBadAddress(t *testing.T) {
	for _, addr := range []string{
		// Source: github.com/chromedp/chromedp/remote/internal/websocket/handshake_test.go:377 (sink: a table of bad addresses that must fail to dial, rule 2a; one of a sample of 11 of 22 swept look-alike lines.)
		"http://127.0.0.1:1", // lookalike
		// Source: github.com/chromedp/chromedp/remote/internal/websocket/handshake_test.go:377 (sink: a table of bad addresses that must fail to dial, rule 2a; one of a sample of 11 of 22 swept look-alike lines.)
		"127.0.0.1:9222", // lookalike
		// Source: github.com/chromedp/chromedp/remote/internal/websocket/handshake_test.go:377 (hostform: a table of bad addresses that must fail to dial, rule 2a; one of a sample of 11 of 22 swept look-alike lines.)
		"ws://", // lookalike
		// Source: github.com/chromedp/chromedp/remote/internal/websocket/handshake_test.go:377 (syntax: a table of bad addresses that must fail to dial, rule 2a; one of a sample of 11 of 22 swept look-alike lines.)
		"ws://[::1", // lookalike
		"",
		// Source: github.com/chromedp/chromedp/remote/internal/websocket/handshake_test.go:377 (sink: a table of bad addresses that must fail to dial, rule 2a; one of a sample of 11 of 22 swept look-alike lines.)
		"ftp://x", // lookalike
	} {
		if c, err := new(Dialer).Dial(context.Background(), addr); err == nil {
			c.Close()
			t.Errorf("Dial(%q) succeeded", addr)
		}
	}
}

func TestTransportHasNoProxy(t *testing.T) {
	// Source: github.com/chromedp/chromedp/remote/internal/websocket/handshake_test.go:529 (port: a proxy on loopback port 1 that the test checks is never used.)
	t.Setenv("HTTP_PROXY", "http://127.0.0.1:1") // lookalike
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	// Source: github.com/chromedp/chromedp/remote/internal/websocket/handshake_test.go:540 (hostform: .invalid is the reserved TLD for a name that must not resolve.)
	_, err := new(Dialer).Dial(ctx, "ws://chromedp-no-proxy.invalid:9222") // lookalike
	if err == nil {
		t.Fatal("the dial succeeded")
	}
}
