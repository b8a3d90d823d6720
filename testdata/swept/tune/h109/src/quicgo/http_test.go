package quicgo

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"testing"
)

func startHTTPServer(t *testing.T) int {
	ln, err := net.ListenTCP("tcp", &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	go http.Serve(ln, http.NotFoundHandler())
	return ln.Addr().(*net.TCPAddr).Port
}

func newUDPConnLocalhost(t *testing.T) *net.UDPConn {
	conn, err := net.ListenUDP("udp", &net.UDPAddr{IP: net.IPv4(127, 0, 0, 1)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	return conn
}

func TestHTTP0RTT(t *testing.T) {
	proxyPort := startHTTPServer(t)
	// Source: github.com/quic-go/quic-go/integrationtests/self/http_0rtt_test.go:55 (hostjoin: the test's own constant localhost host with the port of its proxy; uniform sample of 7 of 50 localhost test URLs.)
	req, err := http.NewRequest(http.MethodGet, fmt.Sprintf("https://localhost:%d/0rtt", proxyPort), nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	_ = req
}

func TestHTTPServerHotswap(t *testing.T) {
	port := strconv.Itoa(startHTTPServer(t))
	// Source: github.com/quic-go/quic-go/integrationtests/self/http_hotswap_test.go:96 (hostjoin: the test's own constant localhost host joined to the port of its listener; uniform sample of 7 of 50 localhost test URLs.)
	resp, err := http.Get("https://localhost:" + port + "/hello2") // lookalike
	if err == nil {
		resp.Body.Close()
	}
}

func TestHTTPGet(t *testing.T) {
	port := startHTTPServer(t)
	// Source: github.com/quic-go/quic-go/integrationtests/self/http_test.go:111 (hostjoin: the test's own constant localhost host with the port of its server; uniform sample of 7 of 50 localhost test URLs.)
	resp, err := http.Get(fmt.Sprintf("https://localhost:%d/hello", port)) // lookalike
	if err == nil {
		resp.Body.Close()
	}
}

func TestHTTPHeadersResponse(t *testing.T) {
	port := startHTTPServer(t)
	// Source: github.com/quic-go/quic-go/integrationtests/self/http_test.go:282 (hostjoin: the test's own constant localhost host with the port of its server; uniform sample of 7 of 50 localhost test URLs.)
	req, err := http.NewRequest(http.MethodGet, fmt.Sprintf("https://localhost:%d/headers/response", port), nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("echo", "value")
}

func TestHTTPRemoteAddr(t *testing.T) {
	port := startHTTPServer(t)
	// Source: github.com/quic-go/quic-go/integrationtests/self/http_test.go:624 (hostjoin: the test's own constant loopback IPv4 host with the port of its server; uniform sample of 7 of 50 localhost test URLs.)
	resp, err := http.Get(fmt.Sprintf("https://127.0.0.1:%d/remote-addr", port)) // lookalike
	if err == nil {
		resp.Body.Close()
	}
}

func TestHTTPServeQUICConn(t *testing.T) {
	ln := newUDPConnLocalhost(t)
	// Source: github.com/quic-go/quic-go/integrationtests/self/http_test.go:861 (hostjoin: the test's own constant localhost host with the port of its listener; uniform sample of 7 of 50 localhost test URLs.)
	resp, err := http.Get(fmt.Sprintf("https://localhost:%d/hello", ln.LocalAddr().(*net.UDPAddr).Port)) // lookalike
	if err == nil {
		resp.Body.Close()
	}
}

func TestHTTPRequestRetry(t *testing.T) {
	port := startHTTPServer(t)
	req, err := http.NewRequestWithContext(
		context.Background(),
		http.MethodGet,
		// Source: github.com/quic-go/quic-go/integrationtests/self/http_test.go:1245 (hostjoin: the test's own constant loopback IPv4 host with the port of its server; uniform sample of 7 of 50 localhost test URLs.)
		fmt.Sprintf("https://127.0.0.1:%d/remote-addr", port), // lookalike
		nil,
	)
	if err != nil {
		t.Fatal(err)
	}
	_ = req
}

func TestHTTPStreamPriority(t *testing.T) {
	paths := [...]string{"/0", "/1", "/2", "/3"}
	for i := range paths {
		// Source: github.com/quic-go/quic-go/integrationtests/self/http3_stream_priority_test.go:44 (escaper: constant paths are appended to a constant origin and need no escaping.)
		req, err := http.NewRequestWithContext(t.Context(), http.MethodGet, "https://example.com"+paths[i], nil) // lookalike
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Priority", "u=1")
	}
}

func TestHTTP3QlogHeaderRedaction(t *testing.T) {
	redact := func(value string) string {
		u, err := url.ParseRequestURI(value)
		if err != nil {
			return value
		}
		query := u.Query()
		query.Set("token", "***")
		// Source: github.com/quic-go/quic-go/integrationtests/self/http_qlog_test.go:95 (escaper: the redacted query is rebuilt with url.Values.Encode, the right escaper.)
		u.RawQuery = query.Encode() // lookalike
		return u.RequestURI()
	}
	port := startHTTPServer(t)
	// Source: github.com/quic-go/quic-go/integrationtests/self/http_qlog_test.go:124 (credentials: the secret token in the query is the input of a header redaction test and not userinfo.)
	req, err := http.NewRequest(http.MethodPost, fmt.Sprintf("https://localhost:%d/headers?format=json&token=secret", port), nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if redact(req.URL.RequestURI()) == req.URL.RequestURI() {
		t.Fatal("token not redacted")
	}
}

func TestHTTPRawConnSettings(t *testing.T) {
	serverPacketConn := newUDPConnLocalhost(t)
	// Source: github.com/quic-go/quic-go/integrationtests/self/http_raw_conn_test.go:139 (hostjoin: the address of a UDP connection prints as host:port with any IPv6 bracketed.)
	req, err := http.NewRequest(http.MethodGet, fmt.Sprintf("https://%s/data", serverPacketConn.LocalAddr().(*net.UDPAddr)), nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	_ = req
}

func TestHTTPShutdownProxy(t *testing.T) {
	proxy := newUDPConnLocalhost(t)
	// Source: github.com/quic-go/quic-go/integrationtests/self/http_shutdown_test.go:288 (hostjoin: the proxy's local address prints as host:port with any IPv6 bracketed.)
	req, err := http.NewRequest(http.MethodGet, fmt.Sprintf("https://%s/helloworld", proxy.LocalAddr()), nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	_ = req
}

func TestHTTP09Request(t *testing.T) {
	var addr net.Addr = newUDPConnLocalhost(t).LocalAddr()
	// Source: github.com/quic-go/quic-go/interop/http09/http_test.go:50 (hostjoin: the address of the test's own server prints as host:port with any IPv6 bracketed.)
	req, err := http.NewRequest(http.MethodGet, fmt.Sprintf("https://%s/helloworld", addr), nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	_ = req
}

func TestMultiplexingServerAndClientOnSameConn(t *testing.T) {
	// Source: github.com/quic-go/quic-go/integrationtests/self/multiplex_test.go:147 (syntax: a URL inside a skip message is prose, not a URI.)
	t.Skip("This test requires setting of iptables rules on Linux, see https://stackoverflow.com/questions/23859164/linux-udp-socket-sendto-operation-not-permitted.") // lookalike
}
