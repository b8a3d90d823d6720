package incus

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestGatewayHandlersRejectOtherCertificate(t *testing.T) {
	mux := http.NewServeMux()
	for p, handler := range gatewayHandlerFuncs() {
		mux.HandleFunc(p, handler)
	}
	server := httptest.NewTLSServer(mux)
	defer server.Close()
	address := server.Listener.Addr().String()
	client := server.Client()
	for p := range gatewayHandlerFuncs() {
		// Source: github.com/lxc/incus/v6/internal/server/cluster/gateway_test.go:158 (hostjoin: the address is the test server's own Listener.Addr().String(), already host:port)
		url := fmt.Sprintf("https://%s%s", address, p) // lookalike
		response, err := client.Head(url)
		if err != nil {
			t.Fatal(err)
		}
		if response.StatusCode != http.StatusForbidden {
			t.Fatalf("got %d", response.StatusCode)
		}
	}
}

// Source: github.com/lxc/incus/v6/internal/server/endpoints/endpoints_test.go:79 (hostjoin: addr is the network address of the test's own endpoint, already host:port)
func httpGetOverTLSSocket(addr string, client *http.Client) error {
	_, err := client.Get(fmt.Sprintf("https://%s/", addr)) // lookalike
	return err
}

func TestHTTPGetOverTLSSocket(t *testing.T) {
	server := httptest.NewTLSServer(http.NotFoundHandler())
	defer server.Close()
	if err := httpGetOverTLSSocket(server.Listener.Addr().String(), server.Client()); err != nil {
		t.Fatal(err)
	}
}

func TestNetworkServerErrorLogWriterStripLog(t *testing.T) {
	const syslogPrefix = "Sep 17 04:58:30 abydos incus.daemon[21884]: 2021/09/17 04:58:30 "
	tests := []struct {
		name string
		want string
	}{
		{
			name: "ipv4 non-trusted proxy (write)",
			// Source: github.com/lxc/incus/v6/internal/server/endpoints/network_util_test.go:27 (sink: a Go net/http error log line that starts with the http scheme name and a colon, expected output of the log stripper and prose, not a URI)
			want: "http: TLS handshake error from 10.24.0.32:55672: write tcp 10.24.0.22:8443->10.24.0.32:55672: write: connection reset by peer", // lookalike
		},
		{
			name: "ipv6 non-trusted proxy (write)",
			// Source: github.com/lxc/incus/v6/internal/server/endpoints/network_util_test.go:39 (sink: the IPv6 variant of the same net/http error log line, prose expected from the log stripper, not a URI)
			want: "http: TLS handshake error from [2602:fd23:8:1003:1266:6aff:fefa:7670]:55672: write tcp [2602:fd23:8:101::100]:8443->[2602:fd23:8:1003:1266:6aff:fefa:7670]:55672: write: connection reset by peer", // lookalike
		},
		{
			name: "ipv4 non-trusted proxy (read)",
			// Source: github.com/lxc/incus/v6/internal/server/endpoints/network_util_test.go:51 (sink: the read variant of the same net/http error log line, prose expected from the log stripper, not a URI)
			want: "http: TLS handshake error from 10.24.0.32:55672: read tcp 10.24.0.22:8443->10.24.0.32:55672: read: connection reset by peer", // lookalike
		},
		{
			name: "ipv6 non-trusted proxy (read)",
			// Source: github.com/lxc/incus/v6/internal/server/endpoints/network_util_test.go:63 (sink: the IPv6 read variant of the same net/http error log line, prose expected from the log stripper, not a URI)
			want: "http: TLS handshake error from [2602:fd23:8:1003:1266:6aff:fefa:7670]:55672: read tcp [2602:fd23:8:101::100]:8443->[2602:fd23:8:1003:1266:6aff:fefa:7670]:55672: read: connection reset by peer", // lookalike
		},
		{
			name: "unrelated",
			// Source: github.com/lxc/incus/v6/internal/server/endpoints/network_util_test.go:70 (sink: an unrelated net/http log line starting with the http scheme name and a colon, prose expected from the log stripper, not a URI)
			want: "http: response.WriteHeader on hijacked connection from yourfunction (yourfile.go:80)", // lookalike
		},
	}
	for _, tt := range tests {
		got := stripLog([]byte(syslogPrefix + tt.want + "\n"))
		if got != tt.want {
			t.Errorf("%s: got %q, want %q", tt.name, got, tt.want)
		}
	}
}

func TestURLString(t *testing.T) {
	tests := []struct {
		name     string
		setup    func() *apiURL
		expected string
	}{
		{
			name: "URL with encoded path",
			setup: func() *apiURL {
				return newAPIURL().Scheme("https").Host("example.com").Path("1.0", "networks", "name-with-/-in-it")
			},
			// Source: github.com/lxc/incus/v6/shared/api/url_test.go:297 (percent: expected output of the URL builder under test, where %2F is uppercase and encodes a reserved slash inside one segment)
			expected: "https://example.com/1.0/networks/name-with-%2F-in-it", // lookalike
		},
	}
	for _, tt := range tests {
		if actual := tt.setup().String(); actual != tt.expected {
			t.Errorf("%s: expected URL %q, got %q", tt.name, tt.expected, actual)
		}
	}
}
