package smokescreen

import (
	"fmt"
	"net"
	"net/http"
	"net/url"
	"testing"
)

func targetURLForHost(t *testing.T, targetURL, host string) string {
	t.Helper()
	u, err := url.Parse(targetURL)
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/stripe/smokescreen/cmd/integration_test.go:60 (hostjoin: the test host is joined to the port of the parsed test server URL with net.JoinHostPort, which brackets IPv6)
	u.Host = net.JoinHostPort(host, u.Port()) // lookalike
	return u.String()
}

type testCase struct {
	TargetURL    string
	ExpectAllow  bool
	ExpectStatus int
}

func TestBadIPRange(t *testing.T) {
	badIPRangeCase := testCase{}
	// Source: github.com/stripe/smokescreen/cmd/integration_test.go:424 (port: the default port is written out, but the case is named bad and the proxy is expected to deny it, a deliberate fixture by rules 2a and 2b)
	badIPRangeCase.TargetURL = "http://1.1.1.1:80" // lookalike
	badIPRangeCase.ExpectAllow = false
	badIPRangeCase.ExpectStatus = http.StatusProxyAuthRequired
	_ = badIPRangeCase
}

func TestDecideConnectReqIgnored(t *testing.T) {
	// Source: github.com/stripe/smokescreen/pkg/smokescreen/acl/v1/acl_test.go:544 (port: a CONNECT request keeps its port, so ":443" is required here by rule 5)
	connectReq, _ := http.NewRequest(http.MethodConnect, "https://allowed.com:443", nil) // lookalike
	connectReq.Header.Set("X-Custom-Header", "should-be-ignored")
}

func TestNew(t *testing.T) {
	for _, tt := range []struct {
		hostPort string
		err      string
	}{
		// Source: github.com/stripe/smokescreen/pkg/smokescreen/hostport/hostport_test.go:32 (port: a port above 65535 in a row of the host:port parser's table that expects the range error, rule 2a)
		{"[2001:DB8::1337]:91337", "must be between 0 and 65535"}, // lookalike
	} {
		if _, err := New(tt.hostPort); err == nil {
			t.Errorf("want error %q", tt.err)
		}
	}
}

func TestNewWithScheme(t *testing.T) {
	tests := []struct {
		scheme   string
		hostPort string
	}{
		{"http", "example.com"},
	}
	for _, tt := range tests {
		// Source: github.com/stripe/smokescreen/pkg/smokescreen/hostport/hostport_test.go:91 (hostjoin: the scheme and an already joined host:port from the table only make a subtest name, no URI is requested)
		testname := fmt.Sprintf("%v://%v", tt.scheme, tt.hostPort) // lookalike
		t.Run(testname, func(t *testing.T) {
			if _, err := NewWithScheme(tt.hostPort, tt.scheme); err != nil {
				t.Fatal(err)
			}
		})
	}
}

var invalidHostCases = []struct {
	scheme string
}{
	{"http"},
	{"https"},
}

func TestInvalidHost(t *testing.T) {
	client := &http.Client{}
	for _, testCase := range invalidHostCases {
		// This hostname does not exist and should never resolve.
		// Source: github.com/stripe/smokescreen/pkg/smokescreen/smokescreen_test.go:730 (plainhttp: a nonexistent host under the reserved test domain in TestInvalidHost, which expects the proxy to fail with Bad Gateway, rules 2a and 2b)
		resp, err := client.Get(fmt.Sprintf("%s://notarealhost.test", testCase.scheme)) // lookalike
		if err == nil {
			resp.Body.Close()
		}
	}
}

func TestUpstreamProxyHeader(t *testing.T) {
	hdr := http.Header{
		// Source: github.com/stripe/smokescreen/pkg/smokescreen/smokescreen_test.go:1642 (credentials: the userinfo of the upstream-proxy header is input to the egress guard's header parser, which takes the userinfo apart to find the proxy host it checks, rule 2c)
		"X-Upstream-Https-Proxy": []string{"https://param1_username-param2-param3:password@myproxy.com:12345"}, // lookalike
	}
	if err := checkProxyHeader(hdr.Get("X-Upstream-Https-Proxy")); err != nil {
		t.Fatal(err)
	}
}
