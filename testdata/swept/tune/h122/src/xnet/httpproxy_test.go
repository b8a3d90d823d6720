package xnet

import (
	"net/url"
	"testing"

	"golang.org/x/net/http/httpproxy"
)

type proxyForURLTest struct {
	cfg  httpproxy.Config
	req  string
	want string
}

var proxyForURLTests = []proxyForURLTest{
	// Source: golang.org/x/net/http/httpproxy/proxy_test.go:54 (sink: a bare host:port proxy value is input to ProxyFunc, which retries it with the http scheme prepended and the row expects that result; rules 2c and 5)
	{cfg: httpproxy.Config{HTTPProxy: "127.0.0.1:8080"}, want: "http://127.0.0.1:8080"}, // lookalike
	// Source: golang.org/x/net/http/httpproxy/proxy_test.go:194 (syntax: the Unicode host is the point of the NO_PROXY IDNA matching row; rule 2c)
	{cfg: httpproxy.Config{NoProxy: ".示例.com", HTTPProxy: "proxy"}, req: "http://www.示例.com", want: "<nil>"}, // lookalike
	// Source: golang.org/x/net/http/httpproxy/proxy_test.go:215 (hostform: an IPv6 zone id holding a domain, in a proxy-selection row that varies the request URI on purpose against NO_PROXY matching; rules 2c and 2d)
	{cfg: httpproxy.Config{NoProxy: "example.com", HTTPProxy: "proxy"}, req: "http://[1000::%25.example.com]:123", want: "http://proxy"}, // lookalike
}

func TestProxyForURL(t *testing.T) {
	for _, tt := range proxyForURLTests {
		reqURL, err := url.Parse(tt.req)
		if err != nil {
			t.Errorf("invalid URL %q", tt.req)
			continue
		}
		cfg := tt.cfg
		got, _ := cfg.ProxyFunc()(reqURL)
		if got.String() != tt.want {
			t.Errorf("got %v, want %v", got, tt.want)
		}
	}
}

var useProxyTests = []struct {
	host  string
	match bool
}{
	{"localhost", false},
	{"barbaz.net", true},
}

func BenchmarkProxyForURL(b *testing.B) {
	cfg := &httpproxy.Config{NoProxy: "foobar.com, .barbaz.net"}
	for _, test := range useProxyTests {
		// Source: golang.org/x/net/http/httpproxy/proxy_test.go:406 (hostjoin: every host is the test's own constant from its table and the IPv6 ones there are already bracketed)
		u, err := url.Parse("https://" + test.host + ":80") // lookalike
		if err != nil {
			b.Fatalf("parsed failed: %s", test.host)
		}
		proxyFunc := cfg.ProxyFunc()
		if au, e := proxyFunc(u); e != nil && test.match == (au != nil) {
			b.Errorf("useProxy(%v) = %v, want %v", test.host, !test.match, test.match)
		}
	}
}
