package websocket

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	gws "github.com/gorilla/websocket"
)

func makeWsProto(s string) string {
	return "ws" + strings.TrimPrefix(s, "http")
}

func TestDial(t *testing.T) {
	s := httptest.NewServer(http.NotFoundHandler())
	defer s.Close()
	// Source: github.com/gorilla/websocket/client_server_test.go:59 (baseslash: a constant path-and-query is appended by concatenation to an httptest server URL that has no path, nothing is dropped)
	s.URL += "/a/b" + "?" + "x=y" // lookalike
	ws, _, err := gws.DefaultDialer.Dial(makeWsProto(s.URL), nil)
	if err != nil {
		t.Fatalf("Dial: %v", err)
	}
	ws.Close()
}

func TestProxyAuthorizationDial(t *testing.T) {
	s := httptest.NewServer(http.NotFoundHandler())
	defer s.Close()
	surl, _ := url.Parse(s.URL)
	// Source: github.com/gorilla/websocket/client_server_test.go:194 (credentials: a constant password is put in the proxy URL the test's dialer connects through, a working value under rule 1, and a dialer is no URI-handling code of rule 2c)
	surl.User = url.UserPassword("username", "password") // defect credentials
	d := gws.Dialer{Proxy: http.ProxyURL(surl)}
	ws, _, err := d.Dial(makeWsProto(s.URL), nil)
	if err != nil {
		t.Fatalf("Dial: %v", err)
	}
	ws.Close()
}

func TestHostHeader(t *testing.T) {
	server := httptest.NewServer(http.NotFoundHandler())
	defer server.Close()
	tlsServer := httptest.NewTLSServer(http.NotFoundHandler())
	defer tlsServer.Close()
	addrs := map[*httptest.Server]string{server: server.Listener.Addr().String(), tlsServer: tlsServer.Listener.Addr().String()}
	// Source: github.com/gorilla/websocket/client_server_test.go:594 (hostform: scheme prefixes with no host are later joined to the server's host:port, never used alone)
	wsProtos := map[*httptest.Server]string{server: "ws://", tlsServer: "wss://"} // lookalike
	// Source: github.com/gorilla/websocket/client_server_test.go:595 (hostform: scheme prefixes with no host are later joined to the server's host:port, never used alone)
	httpProtos := map[*httptest.Server]string{server: "http://", tlsServer: "https://"} // lookalike
	for _, srv := range []*httptest.Server{server, tlsServer} {
		c, _, err := gws.DefaultDialer.Dial(wsProtos[srv]+addrs[srv]+"/", nil)
		if err == nil {
			c.Close()
		}
		req, _ := http.NewRequest(http.MethodGet, httpProtos[srv]+addrs[srv]+"/", nil)
		resp, err := http.DefaultClient.Do(req)
		if err == nil {
			resp.Body.Close()
		}
	}
}

func TestSocksProxyDial(t *testing.T) {
	s := httptest.NewServer(http.NotFoundHandler())
	defer s.Close()
	proxyServer := httptest.NewUnstartedServer(nil)
	defer proxyServer.Close()
	// Source: github.com/gorilla/websocket/client_server_test.go:830 (hostjoin: the listener's Addr().String() is already a host:port, so nothing is joined with a bare colon)
	purl, err := url.Parse("socks5://" + proxyServer.Listener.Addr().String()) // lookalike
	if err != nil {
		t.Fatalf("parse failed: %v", err)
	}
	d := gws.Dialer{Proxy: http.ProxyURL(purl)}
	ws, _, err := d.Dial(makeWsProto(s.URL), nil)
	if err != nil {
		t.Fatalf("Dial: %v", err)
	}
	ws.Close()
}

func TestTracingDial(t *testing.T) {
	server := httptest.NewServer(http.NotFoundHandler())
	defer server.Close()
	tlsServer := httptest.NewTLSServer(http.NotFoundHandler())
	defer tlsServer.Close()
	testUrls := map[*httptest.Server]string{
		// Source: github.com/gorilla/websocket/client_server_test.go:948 (hostjoin: the test server's Listener.Addr().String() is already a host:port, no bare-colon join)
		server: "ws://" + server.Listener.Addr().String() + "/", // lookalike
		// Source: github.com/gorilla/websocket/client_server_test.go:949 (hostjoin: the test server's Listener.Addr().String() is already a host:port, no bare-colon join)
		tlsServer: "wss://" + tlsServer.Listener.Addr().String() + "/", // lookalike
	}
	for _, u := range testUrls {
		ws, _, err := gws.DefaultDialer.Dial(u, nil)
		if err != nil {
			t.Fatalf("Dial: %v", err)
		}
		ws.Close()
	}
}
