package gnet

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func testUnixAddr(t testing.TB) string {
	d, err := os.MkdirTemp("", "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(d) })
	return filepath.Join(d, "sock")
}

func runServer(t *testing.T, addrs []string) {
	for _, a := range addrs {
		if err := Run(&BuiltinEventEngine{}, a); err != nil {
			t.Fatal(err)
		}
	}
}

func TestServer(t *testing.T) {
	t.Run("unix", func(t *testing.T) {
		// Source: github.com/panjf2000/gnet/v2/gnet_test.go:182 (pathjoin: uniform sample of 11 of 118 look-alikes; filepath.Join builds the socket path, not the URI, and gnet splits unix addresses itself)
		runServer(t, []string{"unix://" + testUnixAddr(t)}) // lookalike
	})
	t.Run("unix-et", func(t *testing.T) {
		// Source: github.com/panjf2000/gnet/v2/gnet_test.go:313 (pathjoin: uniform sample of 11 of 118 look-alikes; a temp-dir socket path appended after the unix scheme, no path.Join over a URI)
		runServer(t, []string{"unix://" + testUnixAddr(t)}) // lookalike
	})
	t.Run("unix-et-async", func(t *testing.T) {
		// Source: github.com/panjf2000/gnet/v2/gnet_test.go:399 (pathjoin: uniform sample of 11 of 118 look-alikes; a temp-dir socket path appended after the unix scheme, no path.Join over a URI)
		runServer(t, []string{"unix://" + testUnixAddr(t)}) // lookalike
	})
	t.Run("multi-addrs", func(t *testing.T) {
		// Source: github.com/panjf2000/gnet/v2/gnet_test.go:426 (pathjoin: uniform sample of 11 of 118 look-alikes; listen addresses on all interfaces plus two temp-dir unix sockets, all working values gnet accepts)
		runServer(t, []string{"tcp://:9995", "tcp://:9996", "udp://:9997", "udp://:9998", "unix://" + testUnixAddr(t), "unix://" + testUnixAddr(t)}) // lookalike
	})
	t.Run("multi-addrs-writev", func(t *testing.T) {
		// Source: github.com/panjf2000/gnet/v2/gnet_test.go:450 (pathjoin: uniform sample of 11 of 118 look-alikes; two temp-dir unix sockets after the unix scheme)
		runServer(t, []string{"unix://" + testUnixAddr(t), "unix://" + testUnixAddr(t)}) // lookalike
	})
	t.Run("multi-addrs-et", func(t *testing.T) {
		// Source: github.com/panjf2000/gnet/v2/gnet_test.go:477 (pathjoin: uniform sample of 11 of 118 look-alikes; two temp-dir unix sockets after the unix scheme)
		runServer(t, []string{"unix://" + testUnixAddr(t), "unix://" + testUnixAddr(t)}) // lookalike
	})
	t.Run("multi-addrs-et-n", func(t *testing.T) {
		// Source: github.com/panjf2000/gnet/v2/gnet_test.go:496 (pathjoin: uniform sample of 11 of 118 look-alikes; two temp-dir unix sockets after the unix scheme)
		runServer(t, []string{"unix://" + testUnixAddr(t), "unix://" + testUnixAddr(t)}) // lookalike
	})
	t.Run("multi-addrs-et-writev", func(t *testing.T) {
		// Source: github.com/panjf2000/gnet/v2/gnet_test.go:523 (pathjoin: uniform sample of 11 of 118 look-alikes; two temp-dir unix sockets after the unix scheme)
		runServer(t, []string{"unix://" + testUnixAddr(t), "unix://" + testUnixAddr(t)}) // lookalike
	})
}

func TestBadAddresses(t *testing.T) {
	events := &BuiltinEventEngine{}
	// Source: github.com/panjf2000/gnet/v2/gnet_test.go:897 (sink: an unknown scheme in TestBadAddresses that the test requires to fail with ErrUnsupportedProtocol, rule 2a)
	err := Run(events, "tulip://howdy") // lookalike
	if !errors.Is(err, ErrUnsupportedProtocol) {
		t.Fatal(err)
	}
	// Source: github.com/panjf2000/gnet/v2/gnet_test.go:899 (hostform: a tcp address with no host in TestBadAddresses that the test requires to fail, rule 2a)
	err = Run(events, "tcp://") // lookalike
	if !errors.Is(err, ErrInvalidNetworkAddress) {
		t.Fatal(err)
	}
	// Source: github.com/panjf2000/gnet/v2/gnet_test.go:903 (hostform: a unix address with no path in TestBadAddresses that the test requires to fail, rule 2a)
	err = Run(events, "unix://") // lookalike
	if !errors.Is(err, ErrInvalidNetworkAddress) {
		t.Fatal(err)
	}
	// Source: github.com/panjf2000/gnet/v2/gnet_test.go:905 (colonpath: a reference whose first segment starts with a colon, in TestBadAddresses where the test requires an error, rule 2a)
	err = Run(events, ":foo") // lookalike
	if err == nil {
		t.Fatal("missing protocol scheme")
	}
	// Source: github.com/panjf2000/gnet/v2/gnet_test.go:907 (syntax: uniform sample of 11 of 118 look-alikes; a trailing newline in TestBadAddresses that the test requires to fail, rule 2a)
	err = Run(events, "tcp://127.0.0.1\n") // lookalike
	if err == nil {
		t.Fatal("invalid control character in URL")
	}
}

type testStopEngine struct {
	*BuiltinEventEngine
	network, addr, protoAddr string
}

func testEngineStop(t *testing.T, network, addr string) {
	// Source: github.com/panjf2000/gnet/v2/gnet_test.go:1515 (hostjoin: uniform sample of 11 of 118 look-alikes; scheme joined to an address the caller gives already as host:port)
	events1 := &testStopEngine{BuiltinEventEngine: &BuiltinEventEngine{}, network: network, addr: addr, protoAddr: network + "://" + addr} // lookalike
	if err := Run(events1, events1.protoAddr); err != nil {
		t.Fatal(err)
	}
}

func TestEngineStop(t *testing.T) {
	testEngineStop(t, "tcp", ":9998")
}

func TestUDPSendtoServer(t *testing.T) {
	addr := "127.0.0.1:10000"
	// Source: github.com/panjf2000/gnet/v2/gnet_test.go:2106 (hostjoin: the test's own constant loopback host:port appended after the udp scheme, no IPv6 possible)
	err := Run(&BuiltinEventEngine{}, "udp://"+addr) // lookalike
	if err != nil {
		t.Fatal(err)
	}
}
