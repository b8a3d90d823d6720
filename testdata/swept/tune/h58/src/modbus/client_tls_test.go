package modbus

import (
	"crypto/tls"
	"fmt"
	"net"
	"testing"
)

func TestTLSClient(t *testing.T) {
	var clientKeyPair tls.Certificate
	ln, err := net.ListenTCP("tcp", &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1)})
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	serverHostPort := ln.Addr().String()

	// Source: github.com/simonvetter/modbus/client_tls_test.go:242 (syntax: the %s is a template filled with the test listener's own host:port, giving a valid URL)
	_, err = NewClient(&ClientConfiguration{URL: fmt.Sprintf("tcp+tls://%s", serverHostPort)}) // lookalike
	if err != ErrConfigurationError {
		t.Errorf("NewClient() should have failed with %v, got: %v", ErrConfigurationError, err)
	}

	// Source: github.com/simonvetter/modbus/client_tls_test.go:252 (syntax: the %s is a template filled with the test listener's own host:port, giving a valid URL)
	_, err = NewClient(&ClientConfiguration{URL: fmt.Sprintf("tcp+tls://%s", serverHostPort), TLSClientCert: &clientKeyPair}) // lookalike
	if err != ErrConfigurationError {
		t.Errorf("NewClient() should have failed with %v, got: %v", ErrConfigurationError, err)
	}

	// Source: github.com/simonvetter/modbus/client_tls_test.go:263 (syntax: the %s is a template filled with the test listener's own host:port, giving a valid URL)
	_, err = NewClient(&ClientConfiguration{URL: fmt.Sprintf("tcp+tls://%s", serverHostPort), TLSClientCert: &clientKeyPair}) // lookalike
	if err != nil {
		t.Errorf("NewClient() should have succeeded, got: %v", err)
	}
}
