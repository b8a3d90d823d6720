package goproxy

import (
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"testing"
)

var proxytests = map[string]struct {
	envHTTPSProxy string
	expectProxy   string
}{
	// Source: github.com/stripe/goproxy/https_test.go:17 (port: the expected output of the proxy-URL builder has the scheme name as its port, which url.Parse rejects, a working value by rule 1)
	"proxy with a proxy configured": {"daproxy", "http://daproxy:http"}, // defect port
	// Source: github.com/stripe/goproxy/https_test.go:18 (port: the same non-numeric port in the expected proxy URL for a scheme-less request URL, rule 1)
	"proxy without a scheme": {"daproxy", "http://daproxy:http"}, // defect port
	// Source: github.com/stripe/goproxy/https_test.go:19 (plainhttp: a single-label proxy host with a numeric port, a private proxy name and no public host)
	"proxy with a proxy configured with a port": {"http://daproxy:123", "http://daproxy:123"}, // lookalike
	// Source: github.com/stripe/goproxy/https_test.go:20 (port: the expected proxy URL has the port "https", a scheme name, rule 1)
	"proxy with an https proxy configured": {"https://daproxy", "https://daproxy:https"}, // defect port
	// Source: github.com/stripe/goproxy/https_test.go:21 (port: the expected proxy URL for a non-matching no_proxy has the non-numeric port "http", rule 1)
	"proxy with a non-matching no_proxy": {"daproxy", "http://daproxy:http"}, // defect port
	// Source: github.com/stripe/goproxy/https_test.go:24 (port: the expected custom proxy URL has the non-numeric port "https", rule 1)
	"proxy with an custom https proxy": {"https://customproxy", "https://customproxy:https"}, // defect port
}

func TestHttpsProxyAddr(t *testing.T) {
	for name, spec := range proxytests {
		t.Run(name, func(t *testing.T) {
			os.Setenv("https_proxy", spec.envHTTPSProxy)
			u, err := url.Parse(spec.envHTTPSProxy)
			if err != nil {
				t.Fatal(err)
			}
			if actual := httpsProxyAddr(u); actual != spec.expectProxy {
				t.Errorf("expected proxy url %q but got %q", spec.expectProxy, actual)
			}
		})
	}
}

func TestOverrideHttpsProxyAddrsFromEnvWithRequest(t *testing.T) {
	finalDestination := httptest.NewTLSServer(http.NotFoundHandler())
	defer finalDestination.Close()
	finalDestinationURL, err := url.Parse(finalDestination.URL)
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/stripe/goproxy/proxy_test.go:789 (hostjoin: a constant DNS name is joined to the test server's port with net.JoinHostPort)
	finalDestinationURL.Host = net.JoinHostPort("httpbin.test", finalDestinationURL.Port()) // lookalike

	fakeExternalProxy := httptest.NewServer(http.NotFoundHandler())
	defer fakeExternalProxy.Close()
	externalProxyURL, _ := url.Parse(fakeExternalProxy.URL)
	// Source: github.com/stripe/goproxy/proxy_test.go:831 (credentials: a constant password on the URL of the fake upstream proxy the test runs itself, whose Proxy-Authorization header derived from this userinfo the test checks, rule 2c)
	externalProxyURL.User = url.UserPassword("testuser", "testpassword") // lookalike
	_ = externalProxyURL.String()
}

func TestWriteConnect(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	defer srv.Close()
	req := &http.Request{
		Method: "CONNECT",
		// Source: github.com/stripe/goproxy/proxy_test.go:955 (sink: the CONNECT request carries the listener's host:port in authority form, as CONNECT requires, rule 5)
		URL:    &url.URL{Opaque: srv.Listener.Addr().String()}, // lookalike
		Host:   srv.Listener.Addr().String(),
		Header: make(http.Header),
	}
	_ = req
}

func TestHttpsMitmURLRewrite(t *testing.T) {
	scheme := "https"
	testCases := []struct {
		Host    string
		RawPath string
	}{
		{
			// Source: github.com/stripe/goproxy/proxy_test.go:1040 (port: the default https port in a row of the MITM URL-rewrite table, which varies the host and query form on purpose and matches the host as given, rules 2c and 2d)
			Host: "example.com:443", // lookalike
			// Source: github.com/stripe/goproxy/proxy_test.go:1041 (percent: a URL percent-encoded with uppercase hex as a query value, the encoded row set against the unencoded one, rule 2d)
			RawPath: "/blah/v1/data/realtime?encodedURL=https%3A%2F%2Fwww.googleapis.com%2Fauth%2Fuserinfo.profile", // lookalike
		},
		{
			Host: "example.com",
			// Source: github.com/stripe/goproxy/proxy_test.go:1045 (syntax: an unencoded URL in a query value, where ':' and '/' are allowed by RFC 3986, the row that varies the encoding on purpose, rule 2d)
			RawPath: "/blah/v1/data/realtime?unencodedURL=https://www.googleapis.com/auth/userinfo.profile", // lookalike
		},
	}
	for _, tc := range testCases {
		// Source: github.com/stripe/goproxy/proxy_test.go:1061 (hostjoin: the host comes whole from the test's own table, a constant DNS name with or without port, no ':' join)
		fullURL := scheme + "://" + tc.Host + tc.RawPath // lookalike
		if _, err := http.NewRequest("GET", fullURL, nil); err != nil {
			t.Fatal(err)
		}
	}
}
