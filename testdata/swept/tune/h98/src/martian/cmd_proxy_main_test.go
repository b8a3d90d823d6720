package martian

import (
	"net"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

func getFreePort(t *testing.T) string {
	l, err := net.Listen("tcp", ":")
	if err != nil {
		t.Fatalf("getFreePort: %v", err)
	}
	defer l.Close()
	return l.Addr().String()[strings.LastIndex(l.Addr().String(), ":"):]
}

func TestProxyMainHTTP(t *testing.T) {
	proxyPort := getFreePort(t)
	// Source: github.com/google/martian/v3/cmd/proxy/main_test.go:101 (hostjoin: the host is the constant localhost and the port string already carries its colon)
	proxyURL := "http://localhost" + proxyPort // lookalike
	// Source: github.com/google/martian/v3/cmd/proxy/main_test.go:103 (plainhttp: the host is the proxy's own API name that the proxy intercepts, not a public Internet host)
	configureURL := "http://martian.proxy/configure" // lookalike
	pu, err := url.Parse(proxyURL)
	if err != nil {
		t.Fatal(err)
	}
	client := &http.Client{Transport: &http.Transport{Proxy: http.ProxyURL(pu)}}
	res, err := client.Post(configureURL, "application/json", strings.NewReader("{}"))
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
}

func TestProxyMainHTTPS(t *testing.T) {
	servPort := getFreePort(t)
	// Source: github.com/google/martian/v3/cmd/proxy/main_test.go:242 (hostjoin: the host is the constant localhost of the test's own TLS server and the port string carries its colon)
	testURL := "https://localhost" + servPort // lookalike
	res, err := http.Get(testURL)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
}
