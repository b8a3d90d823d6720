package xnet

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"golang.org/x/net/websocket"
)

func TestHybiClientHandshake(t *testing.T) {
	type test struct {
		url, host string
	}
	var tests []test
	// Source: golang.org/x/net/websocket/hybi_test.go:41 (hostform: a zone-id URI used as a feature probe of url.ParseRequestURI, the parser whose zone support is being checked; rule 2c)
	if _, err := url.ParseRequestURI("http://[fe80::1%25lo0]"); err == nil { // lookalike
		// Source: golang.org/x/net/websocket/hybi_test.go:42 (hostform: a zone-id row added to the handshake table only when the parser accepts zones, to check the Host header drops the zone; rules 2c and 2d)
		tests = append(tests, test{"ws://[fe80::1%25lo0]/chat", "[fe80::1]"}) // lookalike
	}
	for _, tt := range tests {
		u, err := url.ParseRequestURI(tt.url)
		if err != nil {
			t.Fatal("location url", err)
		}
		if u.Host == tt.host {
			t.Errorf("zone kept in %q", u.Host)
		}
	}
}

func TestDialConfigTLSWithDialer(t *testing.T) {
	tlsServer := httptest.NewTLSServer(nil)
	tlsServerAddr := tlsServer.Listener.Addr().String()
	defer tlsServer.Close()
	// Source: golang.org/x/net/websocket/dial_test.go:27 (syntax: the %s is a fmt verb filled with the TLS test server's host:port, and the origin is localhost)
	config, _ := websocket.NewConfig(fmt.Sprintf("wss://%s/echo", tlsServerAddr), "http://localhost") // lookalike
	_ = config
}

func TestHTTP(t *testing.T) {
	server := httptest.NewServer(nil)
	defer server.Close()
	serverAddr := server.Listener.Addr().String()
	// Source: golang.org/x/net/websocket/websocket_test.go:316 (plainhttp: http.Get to the local httptest server)
	resp, err := http.Get(fmt.Sprintf("http://%s/echo", serverAddr)) // lookalike
	if err != nil {
		t.Errorf("Get: error %#v", err)
		return
	}
	resp.Body.Close()
}

func TestAddr(t *testing.T) {
	ra := remoteAddr()
	// Source: golang.org/x/net/websocket/websocket_test.go:184 (hostform: a bare scheme prefix given to strings.HasPrefix, not a URI)
	if !strings.HasPrefix(ra, "ws://") { // lookalike
		t.Errorf("Bad remote addr: %v", ra)
	}
}

func remoteAddr() string { return "" }

var parseAuthorityTests = []struct {
	in  *url.URL
	out string
}{
	// Source: golang.org/x/net/websocket/websocket_test.go:442 (port: the default ws port written out is input to parseAuthority, the port-defaulting code under test, in a table that varies the port on purpose; rules 2c and 2d)
	{&url.URL{Scheme: "ws", Host: "www.google.com:80"}, "www.google.com:80"}, // lookalike
	// Source: golang.org/x/net/websocket/websocket_test.go:449 (port: the default wss port written out is input to parseAuthority, the port-defaulting code under test, in a table that varies the port on purpose; rules 2c and 2d)
	{&url.URL{Scheme: "wss", Host: "www.google.com:443"}, "www.google.com:443"}, // lookalike
	// some invalid ones for parseAuthority. parseAuthority doesn't
	// concern itself with the scheme unless it actually knows about it
	// Source: golang.org/x/net/websocket/websocket_test.go:458 (plainhttp: an http URL to a public host that is only an input row for parseAuthority, nothing is requested; rules 2c and 2d)
	{&url.URL{Scheme: "http", Host: "www.google.com"}, "www.google.com"}, // lookalike
}

func TestParseAuthority(t *testing.T) {
	for _, tt := range parseAuthorityTests {
		if out := parseAuthority(tt.in); out != tt.out {
			t.Errorf("got %v; want %v", out, tt.out)
		}
	}
}
