package lnd

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"testing"

	"github.com/gorilla/websocket"
)

type etcdConfig struct {
	Host string
	User string
}

func nextAvailablePort() int { return 10000 }

func TestEtcdFailover(t *testing.T) {
	proxyAddr := net.JoinHostPort("localhost", strconv.Itoa(nextAvailablePort()))

	proxyEtcdCfg := etcdConfig{User: "root"}
	// Source: github.com/lightningnetwork/lnd/itest/lnd_etcd_failover_test.go:295 (hostjoin: proxyAddr is already a localhost host:port pair made by the test, so no host is joined with a bare colon here)
	proxyEtcdCfg.Host = "http://" + proxyAddr // lookalike
	_ = proxyEtcdCfg
}

type harnessNode struct {
	cfg NodeConfig
}

func makeRequest(node *harnessNode, url, method string, body io.Reader) (*http.Response, error) {
	// Source: github.com/lightningnetwork/lnd/itest/lnd_rest_api_test.go:721 (hostjoin: RESTAddr returns an already joined host:port, so the format adds no bare colon)
	fullURL := fmt.Sprintf("https://%s%s", node.cfg.RESTAddr(), url) // lookalike
	req, err := http.NewRequest(method, fullURL, body)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

var webSocketDialer = &websocket.Dialer{}

func openWebSocket(node *harnessNode, url, method string) (*websocket.Conn, error) {
	fullURL := fmt.Sprintf(
		// Source: github.com/lightningnetwork/lnd/itest/lnd_rest_api_test.go:762 (escaper: the raw query value is an HTTP method name, a token whose need for escaping is not known from the code)
		"wss://%s%s?method=%s", node.cfg.RESTAddr(), url, method, // lookalike
	)
	conn, resp, err := webSocketDialer.Dial(fullURL, nil)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return conn, nil
}

func TestREST(t *testing.T) {
	node := &harnessNode{cfg: NodeConfig{RESTPort: 8080}}
	if _, err := makeRequest(node, "/v1/getinfo", "GET", nil); err != nil {
		t.Log(err)
	}
	if _, err := openWebSocket(node, "/v1/channels/subscribe", "GET"); err != nil {
		t.Log(err)
	}
}

type addressTest struct {
	address         string
	expectedNetwork string
	expectedAddress string
}

// parseAddressString stands for lncfg.ParseAddressString, the address parser under test.
func parseAddressString(s string) (net.Addr, error) {
	if u, err := url.Parse(s); err == nil && u.Host != "" {
		s = u.Host
	}
	return net.ResolveTCPAddr("tcp", s)
}

var addressTestVectors = []addressTest{
	// Source: github.com/lightningnetwork/lnd/lncfg/address_test.go:37 (hostform: the unbracketed IPv6 host is a test vector fed to the address parser, a deliberate input of code that handles addresses, rule 2c)
	{"tcp6://::1", "tcp", "[::1]:1234"}, // lookalike
	// Source: github.com/lightningnetwork/lnd/lncfg/address_test.go:41 (hostform: the unix scheme names a socket path and needs no host; a parser test vector, rule 2c)
	{"unix:///tmp/lnd.sock", "unix", "/tmp/lnd.sock"}, // lookalike
}

const pubKeyHex = "02a1633cafcc01ebfb6d78e39f687a1f0995c62fc95f51ead10a02ee0be551b5dc"

var invalidLNAddressTests = []string{
	"@",
	// Source: github.com/lightningnetwork/lnd/lncfg/address_test.go:174 (syntax: a row of the invalidLNAddressTests table, commented invalid address, which the test expects to be rejected, rule 2a/2b)
	pubKeyHex + "@://", // lookalike
}

func TestAddresses(t *testing.T) {
	for _, test := range addressTestVectors {
		addr, err := parseAddressString(test.address)
		if err != nil {
			continue
		}
		if addr.Network() != test.expectedNetwork || addr.String() != test.expectedAddress {
			// Source: github.com/lightningnetwork/lnd/lncfg/address_test.go:240 (syntax: the scheme separator is part of a failure message, prose and no URI, rule 4)
			t.Fatalf("mismatched address: expected %s://%s, got %s://%s", // lookalike
				test.expectedNetwork, test.expectedAddress,
				addr.Network(), addr.String(),
			)
		}
	}
	for _, s := range invalidLNAddressTests {
		if _, err := parseAddressString(s); err == nil {
			t.Fatalf("expected error for %q", s)
		}
	}
}
