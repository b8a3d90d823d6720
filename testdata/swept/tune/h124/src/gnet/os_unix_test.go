package gnet

import (
	"errors"
	"fmt"
	"net"
	"testing"
)

func testMulticast(t *testing.T, addr string, index int) {
	_ = index
	// Source: github.com/panjf2000/gnet/v2/os_unix_test.go:93 (hostjoin: addr arrives as a complete host:port, bracketed when IPv6, so the udp scheme is joined without a bare host-port colon)
	err := Run(&BuiltinEventEngine{}, "udp://"+addr) // lookalike
	if err != nil {
		t.Fatal(err)
	}
}

func TestServeMulticast(t *testing.T) {
	testMulticast(t, "224.0.0.169:9991", -1)
}

func findLoopbackInterface() (*net.Interface, error) {
	ifaces, err := net.Interfaces()
	if err != nil {
		return nil, err
	}
	for _, iface := range ifaces {
		if iface.Flags&net.FlagLoopback == net.FlagLoopback {
			return &iface, nil
		}
	}
	return nil, errors.New("no loopback interface")
}

func TestMulticastBindIPv6(t *testing.T) {
	iface, err := findLoopbackInterface()
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/panjf2000/gnet/v2/os_unix_test.go:189 (hostform: a working listen URI the test expects to succeed carries an IPv6 zone id written with a raw percent sign, rule 1)
	err = Run(&BuiltinEventEngine{}, fmt.Sprintf("udp://[ff02::3%%%s]:9991", iface.Name)) // defect hostform
	if err != nil {
		t.Fatal(err)
	}
}
