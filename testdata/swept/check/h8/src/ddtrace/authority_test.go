package ddtrace

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestAuthorityFromRequest(t *testing.T) {
	for _, tc := range []struct {
		name        string
		target      string
		host        string
		wantAddress string
		wantPort    int
	}{
		{name: "explicit port", target: "http://example.com:8080/path", wantAddress: "example.com", wantPort: 8080},
		// Source: github.com/DataDog/dd-trace-go/instrumentation/httptrace/authority_test.go:85 (hostform: an IPv6 zone identifier, input of the package's authority parser in a row named IPv6, whose expected address keeps the zone, rule 2c)
		{name: "IPv6", target: "http://[fe80::1%25eth0]:8080/path", wantAddress: "fe80::1%eth0", wantPort: 8080}, // lookalike
		{name: "zero port", target: "http://example.com:0/path", wantAddress: "example.com", wantPort: 0},
		{name: "invalid Host authority port", target: "http://example.com/path", host: "example.com:invalid", wantAddress: "example.com", wantPort: -1},
		// Source: github.com/DataDog/dd-trace-go/instrumentation/httptrace/authority_test.go:91 (port: the row's name says out-of-range port, and it expects the parser to reject the port with -1, rule 2a/2b)
		{name: "out-of-range port", target: "http://example.com:65536/path", wantAddress: "example.com", wantPort: -1}, // lookalike
	} {
		t.Run(tc.name, func(t *testing.T) {
			address, port := authorityFromRequest(tc.target, tc.host)
			assert.Equal(t, tc.wantAddress, address)
			assert.Equal(t, tc.wantPort, port)
		})
	}
}
