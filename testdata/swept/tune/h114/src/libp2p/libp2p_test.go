package libp2p

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"regexp"
	"runtime"
	"strings"
	"testing"

	"github.com/gorilla/websocket"
	ma "github.com/multiformats/go-multiaddr"
)

const wellKnownProtocols = "/.well-known/libp2p"

func listen(t *testing.T) net.Listener {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	return l
}

func portOf(t *testing.T, l net.Listener) string {
	_, port, err := net.SplitHostPort(l.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	return port
}

// Source: github.com/libp2p/go-libp2p/p2p/http/example_test.go:118 (hostjoin: the test's own constant loopback address joined with the server port)
func TestExampleEcho(t *testing.T) {
	serverHTTPPort := portOf(t, listen(t))
	resp, err := http.Post("http://127.0.0.1:"+serverHTTPPort+"/echo/1.0.0/", "application/octet-stream", strings.NewReader("Hello HTTP")) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

// Source: github.com/libp2p/go-libp2p/p2p/http/example_test.go:426 (hostjoin: listener.Addr().String() is already a host:port, nothing is joined with ':')
func TestExampleWellKnown(t *testing.T) {
	listener := listen(t)
	resp, err := http.Get("http://" + listener.Addr().String() + wellKnownProtocols) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

// Source: github.com/libp2p/go-libp2p/p2p/http/libp2phttp_test.go:407 (hostjoin: URL.Host is set from a listener's host:port string)
func TestStockClient(t *testing.T) {
	l := listen(t)
	request := &http.Request{Method: "GET", URL: &url.URL{Path: wellKnownProtocols}, Header: http.Header{}}
	request.URL.Scheme = "http"
	request.URL.Host = l.Addr().String() // lookalike
	request.Host = l.Addr().String()
	resp, err := http.DefaultClient.Do(request)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

// Source: github.com/libp2p/go-libp2p/p2p/http/libp2phttp_test.go:614 (hostjoin: the test's own constant loopback host with the server's port)
func TestHTTPHandlerAtPath(t *testing.T) {
	port := portOf(t, listen(t))
	httpAddr := fmt.Sprintf("http://127.0.0.1:%s", port) // lookalike
	for _, p := range []string{"/", "/a/b"} {
		resp, err := http.Get(httpAddr + p)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
	}
}

func TestRedirects(t *testing.T) {
	port := portOf(t, listen(t))
	client := http.Client{Transport: &roundTripperForSpecificServer{RoundTripper: http.DefaultTransport}}
	type testCase struct {
		initialURI  string
		expectedURI string
	}
	var testCases []testCase
	for _, a := range []ma.Multiaddr{{}} {
		// Source: github.com/libp2p/go-libp2p/p2p/http/libp2phttp_test.go:887 (percent: lowercase escape in the http-path fed to the multiaddr-URI transport, one of two rows that vary the encoded path on purpose, rules 2c/2d)
		u := fmt.Sprintf("multiaddr:%s/http-path/a%%2f", a) // lookalike
		// Source: github.com/libp2p/go-libp2p/p2p/http/libp2phttp_test.go:888 (hostjoin: the test's own constant loopback host in the expected URI)
		f := fmt.Sprintf("http://127.0.0.1:%s/d/", port) // lookalike
		testCases = append(testCases, testCase{u, f})

		// Source: github.com/libp2p/go-libp2p/p2p/http/libp2phttp_test.go:891 (percent: uppercase escape of a reserved slash, the other row of the pair that varies the encoded path)
		u = fmt.Sprintf("multiaddr:%s/http-path/foo%%2Fbar", a) // lookalike
		// Source: github.com/libp2p/go-libp2p/p2p/http/libp2phttp_test.go:892 (hostjoin: the test's own constant loopback host in the expected URI)
		f = fmt.Sprintf("http://127.0.0.1:%s/foo/baz/", port) // lookalike
		testCases = append(testCases, testCase{u, f})
	}
	for _, tc := range testCases {
		resp, err := client.Get(tc.initialURI)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.Request.URL.String() != tc.expectedURI {
			t.Fatalf("got %s", resp.Request.URL)
		}
	}
}

// Source: github.com/libp2p/go-libp2p/p2p/http/auth/internal/handshake/handshake_test.go:673 (syntax: a markdown link in printed table text is prose, not a URI)
func TestSigningExample(t *testing.T) {
	dataToSign := []byte("challenge-server=abc")
	fmt.Printf("| data to sign ([percent encoded](https://datatracker.ietf.org/doc/html/rfc3986#section-2.1)) | %s |\n", url.PathEscape(string(dataToSign))) // lookalike
	fmt.Printf("| data to sign (hex encoded) | %s |\n", hex.EncodeToString(dataToSign))
}

// Source: github.com/libp2p/go-libp2p/p2p/net/nat/nat_test.go:195 (syntax: a URL quoted inside an error message text is prose)
var errConnectionRefused = errors.New("goupnp: error performing SOAP HTTP request: Post \"http://192.168.1.1:1234/ctl/IPConn\": dial tcp 192.168.1.1:1234: connect: connection refused") // lookalike

// Source: github.com/libp2p/go-libp2p/p2p/net/reuseport/transport_test.go:194 (syntax: an issue link inside a skip message is prose)
func TestV6V4(t *testing.T) {
	if runtime.GOOS == "darwin" {
		t.Skip("This test is failing on OSX: https://github.com/libp2p/go-reuseport-transport/issues/40") // lookalike
	}
}

// Source: github.com/libp2p/go-libp2p/p2p/transport/tcpreuse/listener_test.go:152 (hostjoin: the listener's Addr().String() is already a host:port)
func TestWebsocketDial(t *testing.T) {
	l := listen(t)
	d := websocket.Dialer{}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	_, _, err := d.DialContext(ctx, fmt.Sprintf("ws://%s", l.Addr().String()), http.Header{}) // lookalike
	if err != nil {
		t.Error("failed to dial", err)
	}
}

// Source: github.com/libp2p/go-libp2p/p2p/transport/tcpreuse/listener_test.go:327 (hostjoin: the multiplexed listener's Addr().String() is already a host:port)
func TestWebsocketSecureDial(t *testing.T) {
	msl := listen(t)
	d := websocket.Dialer{}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	_, _, err := d.DialContext(ctx, fmt.Sprintf("wss://%s", msl.Addr().String()), http.Header{}) // lookalike
	if err != nil {
		t.Error("failed to dial", err)
	}
}

func TestMultiaddrParsing(t *testing.T) {
	wsaddr, err := websocketURL(ma.Multiaddr{}, false)
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/libp2p/go-libp2p/p2p/transport/websocket/addrs_test.go:20 (plainhttp: ws to the loopback address as the expected value of a converter)
	if wsaddr.String() != "ws://127.0.0.1:5555" { // lookalike
		// Source: github.com/libp2p/go-libp2p/p2p/transport/websocket/addrs_test.go:21 (syntax: a URL inside a failure message joined to words is prose)
		t.Fatalf("expected ws://127.0.0.1:5555, got %s", wsaddr) // lookalike
	}
}

type httpAddr struct {
	*url.URL
}

func (addr *httpAddr) Network() string { return "http" }

func parseWebsocketNetAddr(a net.Addr) error {
	if a.Network() != "websocket" {
		return errors.New("not a websocket address")
	}
	return nil
}

// Source: github.com/libp2p/go-libp2p/p2p/transport/websocket/addrs_test.go:34 (syntax: a whole URL put in url.URL.Host of a value the test expects to be rejected, rule 2a)
func TestParseWebsocketNetAddr(t *testing.T) {
	notWs := &httpAddr{&url.URL{Host: "http://127.0.0.1:1234"}} // lookalike
	err := parseWebsocketNetAddr(notWs)
	if err == nil || err.Error() != "not a websocket address" {
		t.Fatalf("expect error, got %v", err)
	}
}

func listenerHostPort(t *testing.T) string {
	l := listen(t)
	host, port, err := net.SplitHostPort(l.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	return net.JoinHostPort(host, port)
}

// Source: github.com/libp2p/go-libp2p/p2p/transport/websocket/fallback_http_handler_test.go:106 (hostjoin: hostPort was built with net.JoinHostPort)
func TestFallbackHTTP1(t *testing.T) {
	hostPort := listenerHostPort(t)
	resp, err := http.Get("https://" + hostPort + "/anything") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

// Source: github.com/libp2p/go-libp2p/p2p/transport/websocket/fallback_http_handler_test.go:233 (plainhttp: plain http to the test's own local listener)
func TestFallbackPlainHTTP(t *testing.T) {
	hostPort := listenerHostPort(t)
	resp, err := http.Get("http://" + hostPort + "/") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

// Source: github.com/libp2p/go-libp2p/p2p/transport/websocket/fallback_http_handler_test.go:305 (hostform: a bare scheme at the end of an assertion message is prose)
func TestNoExtendedConnect(t *testing.T) {
	hasExtConnect := false
	if hasExtConnect {
		t.Fatal("server must NOT advertise SETTINGS_ENABLE_CONNECT_PROTOCOL; browsers rely on its absence to fall back to HTTP/1.1 for wss://") // lookalike
	}
}

// Source: github.com/libp2p/go-libp2p/p2p/transport/websocket/websocket_test.go:624 (hostjoin: the proxy listener's Addr().String() is already a host:port)
func TestSocksProxy(t *testing.T) {
	proxyServer := listen(t)
	proxyURL, err := url.Parse("socks5://" + proxyServer.Addr().String()) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	_ = http.ProxyURL(proxyURL)
}

// Source: github.com/libp2p/go-libp2p/p2p/transport/websocket/websocket_test.go:656 (syntax: a regular expression matched against an address, not a URI)
func TestListenerAddr(t *testing.T) {
	addr := listen(t).Addr().String()
	if !regexp.MustCompile(`^ws://127\.0\.0\.1:[\d]+$`).MatchString(addr) { // lookalike
		t.Fatalf("unexpected %s", addr)
	}
}

// Source: github.com/libp2p/go-libp2p/p2p/transport/webtransport/transport_test.go:861 (hostjoin: ln.Addr().String() is already a host:port)
func TestHTTP3Rejected(t *testing.T) {
	ln := listen(t)
	c := http.Client{}
	resp, err := c.Get(fmt.Sprintf("https://%s", ln.Addr().String())) // lookalike
	if err != nil {
		return
	}
	resp.Body.Close()
}
