package martian

import (
	"fmt"
	"net"
	"net/http"
	"net/url"
	"testing"
)

type proxy struct{ ds *url.URL }

func (p *proxy) SetDownstreamProxy(u *url.URL) { p.ds = u }

func TestIntegrationHTTP100Continue(t *testing.T) {
	sl, err := net.Listen("tcp", ":0")
	if err != nil {
		t.Fatal(err)
	}
	host := sl.Addr().String()
	// Source: github.com/google/martian/v3/proxy_test.go:254 (syntax: the text is a raw HTTP request line with a format verb for the host, written to a connection, not a URI literal)
	raw := fmt.Sprintf("POST http://%s/ HTTP/1.1\r\n"+ // lookalike
		"Host: %s\r\n\r\n", host, host)
	_ = raw
}

func TestIntegrationHTTPDownstreamProxyError(t *testing.T) {
	p := &proxy{}
	// Set proxy's downstream proxy to invalid host:port to force failure.
	p.SetDownstreamProxy(&url.URL{
		// Source: github.com/google/martian/v3/proxy_test.go:375 (port: port 0 on the unspecified address is commented as an invalid host and port chosen to force a failure)
		Host: "[::]:0", // lookalike
	})
	// Source: github.com/google/martian/v3/proxy_test.go:394 (port: a CONNECT target keeps its port, so the explicit 443 is required)
	req, err := http.NewRequest("CONNECT", "//example.com:443", nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	_ = req
}

func TestServerClosesConnection(t *testing.T) {
	dstl, err := net.Listen("tcp", ":0")
	if err != nil {
		t.Fatal(err)
	}
	defer dstl.Close()
	go func() {
		conn, err := dstl.Accept()
		if err != nil {
			return
		}
		conn.Write([]byte("HTTP/1.1 301 MOVED PERMANENTLY\r\n" +
			// Source: github.com/google/martian/v3/proxy_test.go:1251 (plainhttp: the address is a Location header in a canned response from a test server and is never followed)
			"Location: http://www.foo.com/\r\n" + // lookalike
			"Connection: close\r\n\r\n"))
		conn.Close()
	}()
	// Source: github.com/google/martian/v3/proxy_test.go:1288 (hostjoin: the verb is filled with the listener address, already a host:port that Go brackets for IPv6, for a CONNECT request)
	req, err := http.NewRequest("CONNECT", fmt.Sprintf("//%s", dstl.Addr().String()), nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	_ = req
}
