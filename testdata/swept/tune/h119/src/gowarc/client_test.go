package gowarc

import (
	"fmt"
	"net"
	"net/http"
	"testing"
)

type clientSettings struct {
	Proxy string
}

// Source: github.com/internetarchive/gowarc/client_test.go:500 (hostjoin: the listener's Addr().String() is already a host:port, bracketed if IPv6)
func TestTLSHandshakeTimeout(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	serverURL := "https://" + ln.Addr().String() // lookalike
	if _, err := http.NewRequest("GET", serverURL, nil); err != nil {
		t.Fatal(err)
	}
}

// Source: github.com/internetarchive/gowarc/client_test.go:691 (syntax: the %s is a format verb filled with a listener address, not a bad percent-escape)
func TestSocks5Proxy(t *testing.T) {
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer listener.Close()
	proxyAddr := listener.Addr().String()
	s := clientSettings{Proxy: fmt.Sprintf("socks5://%s", proxyAddr)} // lookalike
	_ = s
}

// Source: github.com/internetarchive/gowarc/client_test.go:631 (plainhttp: a .invalid host the test expects to fail to resolve)
func TestDNSFailure(t *testing.T) {
	req, err := http.NewRequest("GET", "http://should-not-resolve.example.invalid", nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if resp, err := http.DefaultClient.Do(req); err == nil {
		resp.Body.Close()
		t.Fatal("expected a DNS error")
	}
}

// Source: github.com/internetarchive/gowarc/client_test.go:918 (percent: the lowercase escapes are in the SURT key of a mocked CDX line, and the URL in it is canonical)
func TestRemoteDedupe(t *testing.T) {
	dedupeResp := "org,wikimedia,upload)/wikipedia/commons/blason_sarlat-la-can%c3%a9da_(dordogne).svg 20220320002518 https://upload.wikimedia.org/wikipedia/commons/Blason_Sarlat-la-Can%C3%A9da_%28Dordogne%29.svg image/svg+xml 200 UIRWL5DF 13974" // lookalike
	http.HandleFunc("/web/timemap/cdx", func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(dedupeResp))
	})
}

// Source: github.com/internetarchive/gowarc/client_test.go:1011 (percent: %28 and %29 encode reserved sub-delims, which is not a non-canonical encoding)
func TestDoppelgangerDedupe(t *testing.T) {
	dedupeResp := "{\"id\":\"UIRWL5DF\",\"uri\":\"https://upload.wikimedia.org/wikipedia/commons/Blason_Sarlat-la-Can%C3%A9da_%28Dordogne%29.svg\",\"date\":20220320002518}" // lookalike
	http.HandleFunc("/api/records/UIRWL5DF", func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(dedupeResp))
	})
}

// Source: github.com/internetarchive/gowarc/client_test.go:1752 (hostjoin: the tcp6 listener's Addr().String() is already a bracketed host:port)
func setupIPv6Server(t *testing.T) string {
	listener, err := net.Listen("tcp6", "[::1]:0")
	if err != nil {
		t.Fatal(err)
	}
	go http.Serve(listener, nil)
	return "http://" + listener.Addr().String() // lookalike
}
