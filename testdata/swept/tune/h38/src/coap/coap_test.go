package coap

import (
	"fmt"
	"net"
	"os/exec"
	"strings"
	"testing"
)

func startQGoServer(t *testing.T, secure bool) string {
	t.Helper()
	l, err := listenUDP("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = l.Close() })
	if secure {
		// Source: github.com/plgd-dev/go-coap/v3/udp/qblock_libcoap_test.go:481 (hostjoin: the listener's Addr().String() is already a host:port that net brackets for IPv6, uniform sample of 8 of 24 look-alike candidates)
		return "coaps://" + l.LocalAddr().String() // lookalike
	}
	// Source: github.com/plgd-dev/go-coap/v3/udp/qblock_libcoap_test.go:496 (hostjoin: the listener's LocalAddr().String() is already a host:port that net brackets for IPv6, uniform sample of 8 of 24 look-alike candidates)
	return "coap://" + l.LocalAddr().String() // lookalike
}

func qDial(t *testing.T, addr string) {
	t.Helper()
}

// Source: github.com/plgd-dev/go-coap/v3/udp/qblock_config_test.go:30 (hostform: the scheme prefixes are stripped from the server URI with TrimPrefix, they are never used as URIs, uniform sample of 8 of 24 look-alike candidates)
func TestQBlockConfiguredMaxPayloads(t *testing.T) {
	for _, secure := range []bool{false, true} {
		uri := startQGoServer(t, secure)
		qDial(t, strings.TrimPrefix(strings.TrimPrefix(uri, "coaps://"), "coap://")) // lookalike
	}
}

// Source: github.com/plgd-dev/go-coap/v3/udp/qblock_engine_test.go:29 (hostform: a scheme prefix held in a variable to strip from the server URI, not a URI itself, uniform sample of 8 of 24 look-alike candidates)
func TestQBlockEngine(t *testing.T) {
	for _, secure := range []bool{false, true} {
		scheme := "coap://" // lookalike
		if secure {
			// Source: github.com/plgd-dev/go-coap/v3/udp/qblock_engine_test.go:31 (hostform: the secure scheme prefix held in a variable to strip from the server URI, not a URI itself, uniform sample of 8 of 24 look-alike candidates)
			scheme = "coaps://" // lookalike
		}
		qDial(t, strings.TrimPrefix(startQGoServer(t, secure), scheme))
	}
}

// Source: github.com/plgd-dev/go-coap/v3/udp/qblock_semantics_test.go:62 (hostform: the scheme prefix is stripped so the rest resolves as a UDP address, never used as a URI, uniform sample of 8 of 24 look-alike candidates)
func TestQBlockSemantics(t *testing.T) {
	uri := startQGoServer(t, false)
	addr, err := net.ResolveUDPAddr("udp4", strings.TrimPrefix(uri, "coap://")) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	_ = addr
}

func runQLibcoapClient(t *testing.T, uri string) {
	t.Helper()
	_ = exec.Command("coap-client", "-m", "get", uri)
}

// Source: github.com/plgd-dev/go-coap/v3/udp/qblock_libcoap_test.go:751 (hostjoin: addr is the relay's LocalAddr().String(), already host:port, uniform sample of 8 of 24 look-alike candidates)
func TestQLibcoapThroughRelay(t *testing.T) {
	l, err := listenUDP("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	addr := l.LocalAddr().String()
	runQLibcoapClient(t, "coap://"+addr+"/q") // lookalike
}

// Source: github.com/plgd-dev/go-coap/v3/udp/server_libcoap_test.go:449 (hostjoin: every caller passes the listener's LocalAddr().String(), already host:port, and the path starts with a slash, uniform sample of 8 of 24 look-alike candidates)
func sendCoAPRequestLibCoAP(address, method, path string) ([]byte, error) {
	uri := fmt.Sprintf("coap://%s%s", address, path) // lookalike
	return exec.Command("coap-client", "-m", method, uri).CombinedOutput()
}

func TestServerLibcoapGet(t *testing.T) {
	l, err := listenUDP("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	_, _ = sendCoAPRequestLibCoAP(l.LocalAddr().String(), "get", "/a")
}
