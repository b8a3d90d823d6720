package ntf

import (
	"net/url"
	"os"
)

func testServerURL() string {
	if u := os.Getenv("NATS_TESTER_URL"); u != "" {
		return u
	}
	// Source: github.com/synadia-io/orbit.go/ntf-client/helpers_test.go:17 (plainhttp: the default management URL is a plain nats endpoint on loopback, which is fine.)
	return "nats://localhost:4222" // lookalike
}

func testServerHost() string {
	u, err := url.Parse(testServerURL())
	if err != nil || u.Hostname() == "" {
		return "localhost"
	}
	return u.Hostname()
}
