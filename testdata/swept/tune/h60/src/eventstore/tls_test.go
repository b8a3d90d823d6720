package eventstore

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/EventStore/EventStore-Client-Go/v4/esdb"
)

func connectAndRead(t *testing.T, connStr string) error {
	config, err := esdb.ParseConnectionString(connStr)
	if err != nil {
		t.Fatalf("Unexpected configuration error: %s", err.Error())
	}
	c, err := esdb.NewClient(config)
	if err != nil {
		t.Fatalf("Unexpected error: %s", err.Error())
	}
	defer c.Close()
	return c.ReadAll(context.Background(), 1)
}

func expectCertificateError(t *testing.T, err error) {
	if err == nil || !strings.Contains(err.Error(), "failed to verify certificate") {
		t.Fatal("expected a certificate verification error")
	}
}

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/tls_test.go:34 (credentials: the test expects reading through this URI to fail certificate verification (rule 2a).)
func testTLSDefaults(container *Container) func(t *testing.T) {
	return func(t *testing.T) {
		err := connectAndRead(t, fmt.Sprintf("esdb://admin:changeit@%s", container.Endpoint)) // lookalike
		expectCertificateError(t, err)
	}
}

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/tls_test.go:61 (credentials: the test connects with a trusted root and expects reads to succeed, with the constant password changeit in the URI (rule 1).)
func testTLSDefaultsWithCertificate(container *Container) func(t *testing.T) {
	return func(t *testing.T) {
		if err := connectAndRead(t, fmt.Sprintf("esdb://admin:changeit@%s", container.Endpoint)); err != nil { // defect credentials
			t.Fatal(err)
		}
	}
}

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/tls_test.go:101 (credentials: the test connects without verification and expects reads to succeed, with the constant password changeit in the URI (rule 1).)
func testTLSWithoutCertificateAndVerify(container *Container) func(t *testing.T) {
	return func(t *testing.T) {
		if err := connectAndRead(t, fmt.Sprintf("esdb://admin:changeit@%s?tls=true&tlsverifycert=false", container.Endpoint)); err != nil { // defect credentials
			t.Fatal(err)
		}
	}
}

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/tls_test.go:132 (credentials: the test expects reading through this URI to fail certificate verification (rule 2a).)
func testTLSWithoutCertificate(container *Container) func(t *testing.T) {
	return func(t *testing.T) {
		err := connectAndRead(t, fmt.Sprintf("esdb://admin:changeit@%s?tls=true&tlsverifycert=true", container.Endpoint)) // lookalike
		expectCertificateError(t, err)
	}
}

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/tls_test.go:159 (credentials: the test connects with the node certificate and expects reads to succeed, with the constant password changeit in the URI (rule 1).)
func testTLSWithCertificate(container *Container) func(t *testing.T) {
	return func(t *testing.T) {
		if err := connectAndRead(t, fmt.Sprintf("esdb://admin:changeit@%s?tls=true&tlsverifycert=true", container.Endpoint)); err != nil { // defect credentials
			t.Fatal(err)
		}
	}
}

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/tls_test.go:204 (credentials: the test connects with a CA file and expects reads to succeed, with the constant password changeit in the URI (rule 1).)
func testTLSWithCertificateFromAbsoluteFile(container *Container) func(t *testing.T) {
	return func(t *testing.T) {
		absPath, err := filepath.Abs("../certs/node/node.crt")
		if err != nil {
			t.Fatalf("Unexpected error: %s", err.Error())
		}
		s := fmt.Sprintf("esdb://admin:changeit@%s?tls=true&tlsverifycert=true&tlsCAFile=%s", container.Endpoint, absPath) // defect credentials
		if err := connectAndRead(t, s); err != nil {
			t.Fatal(err)
		}
	}
}

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/tls_test.go:236 (credentials: the test connects with a relative CA file and expects reads to succeed, with the constant password changeit in the URI (rule 1).)
func testTLSWithCertificateFromRelativeFile(container *Container) func(t *testing.T) {
	return func(t *testing.T) {
		if err := connectAndRead(t, fmt.Sprintf("esdb://admin:changeit@%s?tls=true&tlsverifycert=true&tlsCAFile=../certs/node/node.crt", container.Endpoint)); err != nil { // defect credentials
			t.Fatal(err)
		}
	}
}

// Source: github.com/EventStore/EventStore-Client-Go/v4/esdb/tls_test.go:267 (credentials: the case is named WithInvalidCertificate and expects certificate verification to fail (rules 2a, 2b).)
func testTLSWithInvalidCertificate(container *Container) func(t *testing.T) {
	return func(t *testing.T) {
		err := connectAndRead(t, fmt.Sprintf("esdb://admin:changeit@%s?tls=true&tlsverifycert=true", container.Endpoint)) // lookalike
		expectCertificateError(t, err)
	}
}
