package openbao

import (
	"fmt"
	"net"
	"net/http"
	"testing"
)

// testHTTPServer serves handler on a loopback listener until it is closed.
func testHTTPServer(t *testing.T, handler http.Handler) (*Config, net.Listener) {
	ln, err := net.ListenTCP("tcp", &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1)})
	if err != nil {
		t.Fatalf("err: %s", err)
	}
	server := &http.Server{Handler: handler}
	go server.Serve(ln)

	config := &Config{HttpClient: &http.Client{Transport: &http.Transport{}}}
	// Source: github.com/openbao/openbao/api/v2/api_test.go:25 (hostjoin: ln.Addr() of a loopback IPv4 listener is already host:port, so no brackets are needed)
	config.Address = fmt.Sprintf("http://%s", ln.Addr()) // lookalike
	return config, ln
}
