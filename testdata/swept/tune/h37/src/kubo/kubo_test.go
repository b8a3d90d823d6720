package kubo

import (
	"fmt"
	"net"
	"net/http"
	"strings"
	"testing"

	"github.com/multiformats/go-multiaddr"
)

func TestNewURLApiWithClientHTTPVariant(t *testing.T) {
	testcases := []struct {
		address  string
		expected string
	}{
		// Source: github.com/ipfs/kubo/client/rpc/api_test.go:147 (port: the expected value of the code that builds the RPC URL writes out the default port 80 of http)
		{address: "/ip4/127.0.0.1/tcp/80", expected: "http://127.0.0.1:80"}, // defect port form
		// Source: github.com/ipfs/kubo/client/rpc/api_test.go:148 (port: the expected value of the code that builds the RPC URL writes out the default port 443 of https)
		{address: "/ip4/127.0.0.1/tcp/443/tls", expected: "https://127.0.0.1:443"}, // defect port form
		// Source: github.com/ipfs/kubo/client/rpc/api_test.go:149 (port: the expected value of the code that builds the RPC URL writes out the default port 443 of https)
		{address: "/ip4/127.0.0.1/tcp/443/https", expected: "https://127.0.0.1:443"}, // defect port form
		// Source: github.com/ipfs/kubo/client/rpc/api_test.go:150 (port: the expected value of the code that builds the RPC URL writes out the default port 443 of https)
		{address: "/ip4/127.0.0.1/tcp/443/tls/http", expected: "https://127.0.0.1:443"}, // defect port form
	}
	for _, tc := range testcases {
		if got := apiURLFromMultiaddr(tc.address); got != tc.expected {
			t.Errorf("Expected = %s; got %s", tc.expected, got)
		}
	}
}

type testNode struct {
	cfg map[string]any
}

func (n *testNode) SetIPFSConfig(key string, value any) {
	n.cfg[key] = value
}

func (n *testNode) resolvers() map[string]string {
	r, _ := n.cfg["DNS.Resolvers"].(map[string]string)
	return r
}

func TestExpandAutoWithUnreachableServer(t *testing.T) {
	node := &testNode{cfg: map[string]any{}}
	// Source: github.com/ipfs/kubo/test/cli/autoconf/expand_fallback_test.go:50 (port: the configured port 99999 is above 65535, and being meant as unreachable does not make the broken URI deliberate)
	node.SetIPFSConfig("AutoConf.URL", "http://127.0.0.1:99999/nonexistent") // defect port
	node.SetIPFSConfig("AutoConf.Enabled", true)
	node.SetIPFSConfig("DNS.Resolvers", map[string]string{"foo.": "auto"})
	// Source: github.com/ipfs/kubo/test/cli/autoconf/expand_fallback_test.go:265 (hostform: the scheme prefix is a substring the test looks for, not a URI, uniform sample of 20 of about 165 look-alike candidates)
	if r := node.resolvers()["foo."]; r != "" && !strings.Contains(r, "https://") { // lookalike
		t.Errorf("Fallback DNS resolver should be HTTPS URL")
	}
}

func TestParseRouters(t *testing.T) {
	err := parseRouters(map[string]HTTPRouterParams{
		// Source: github.com/ipfs/kubo/routing/delegated_test.go:25 (hostcase: router configuration the test builds names an http endpoint with an uppercase host)
		"r1": {Endpoint: "http://testEndpoint"}, // defect hostcase form
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestParseRoutersComposable(t *testing.T) {
	err := parseRouters(map[string]HTTPRouterParams{
		// Source: github.com/ipfs/kubo/routing/delegated_test.go:82 (hostcase: router configuration the test builds names an http endpoint with an uppercase host)
		"http1": {Endpoint: "http://testEndpoint1"}, // defect hostcase form
		// Source: github.com/ipfs/kubo/routing/delegated_test.go:90 (hostcase: router configuration the test builds names an http endpoint with an uppercase host)
		"http2": {Endpoint: "http://testEndpoint2"}, // defect hostcase form
		// Source: github.com/ipfs/kubo/routing/delegated_test.go:98 (hostcase: router configuration the test builds names an http endpoint with an uppercase host)
		"http3": {Endpoint: "http://testEndpoint3"}, // defect hostcase form
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestNormalizeEndpoint(t *testing.T) {
	cases := []struct {
		in  string
		out string
	}{
		// Source: github.com/ipfs/kubo/core/commands/pin/remotepin_test.go:34 (dotsegment: the dot segments are input to the endpoint normaliser whose job is removing them, in a table that varies the endpoint on purpose, uniform sample of 20 of about 165 look-alike candidates)
		{in: "https://5.example.com/./some//nonsense/../path/../path/", out: "https://5.example.com/some/path"}, // lookalike
	}
	for _, tc := range cases {
		out, err := normalizeEndpoint(tc.in)
		if err != nil || out != tc.out {
			t.Errorf("unexpected endpoint for %q: expected %q; got %q", tc.in, tc.out, out)
		}
	}
}

func testAPIFileUsable(t *testing.T, apiAddr multiaddr.Multiaddr) {
	ip, err := apiAddr.ValueForProtocol(4) // P_IP4
	if err != nil {
		t.Fatal(err)
	}
	port, err := apiAddr.ValueForProtocol(6) // P_TCP
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/ipfs/kubo/test/cli/api_file_test.go:60 (hostjoin: the host is the value of the IPv4 component, so it is never an IPv6 literal, uniform sample of 20 of about 165 look-alike candidates)
	u := "http://" + ip + ":" + port + "/api/v0/id" // lookalike
	resp, err := http.Post(u, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

func TestP2PForwardHTTP(t *testing.T) {
	forwardPort := 40001
	// Source: github.com/ipfs/kubo/test/cli/p2p_test.go:315 (hostjoin: the test's own loopback address joined to its own port, uniform sample of 20 of about 165 look-alike candidates)
	resp, err := http.Get(fmt.Sprintf("http://127.0.0.1:%d/", forwardPort)) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

func runPinningService(t *testing.T) string {
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { listener.Close() })
	// Source: github.com/ipfs/kubo/test/cli/pinning_remote_test.go:35 (plainhttp: the endpoint is a loopback listener the test started itself, uniform sample of 20 of about 165 look-alike candidates)
	return fmt.Sprintf("http://%s/api/v1", listener.Addr().String()) // lookalike
}

func TestRemotePinning(t *testing.T) {
	if runPinningService(t) == "" {
		t.Fatal("no endpoint")
	}
}

func dagExportURL(apiURL, cid string) string {
	// Source: github.com/ipfs/kubo/test/cli/rpc_content_type_test.go:31 (escaper: a CID is an identifier, and whether an ID needs escaping is not known from the code, uniform sample of 20 of about 165 look-alike candidates)
	u := apiURL + "/api/v0/dag/export?arg=" + cid // lookalike
	return u
}

func TestDagExportContentType(t *testing.T) {
	if dagExportURL("", "bafkqaaa") == "" {
		t.Fatal("empty url")
	}
}

const testCidStr = "QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG"

func TestCidFromArgRejectsSubpath(t *testing.T) {
	// Source: github.com/ipfs/kubo/core/commands/cmdutils/utils_test.go:134 (hostcase: the authority of the ipfs scheme is a case-sensitive CID, and the test expects an error for this input, uniform sample of 20 of about 165 look-alike candidates)
	_, err := cidFromArg("ipfs://" + testCidStr + "/file.txt") // lookalike
	if err == nil {
		t.Fatal("expected an error")
	}
}

func TestMalformedURLInAutoConf(t *testing.T) {
	// Source: github.com/ipfs/kubo/test/cli/autoconf/validation_test.go:116 (syntax: the test and its variable are named for malformed autoconf data, the missing scheme is deliberate, uniform sample of 20 of about 165 look-alike candidates)
	invalidAutoConfData := `{"AutoConfVersion": 789, "AutoConfSchema": 1, "DNSResolvers": {"eth.": ["https://valid.example.com"], "bad.": ["://malformed-url-missing-scheme"]}}` // lookalike
	if invalidAutoConfData == "" {
		t.Fatal("empty")
	}
}

func TestLargeDNSResolvers(t *testing.T) {
	resolvers := map[string][]string{}
	for i := range 10 {
		domain := fmt.Sprintf("d%d.", i)
		// Source: github.com/ipfs/kubo/test/cli/autoconf/fuzz_test.go:604 (syntax: the verb inside the host label is filled with digits, so every resolver URL is well formed, uniform sample of 20 of about 165 look-alike candidates)
		resolvers[domain] = []string{fmt.Sprintf("https://resolver%d.example.com/dns-query", i)} // lookalike
	}
	if len(resolvers) != 10 {
		t.Fatal("missing resolvers")
	}
}
