package apm

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestDestinationAddr(t *testing.T) {
	test := func(u, expectAddr string, expectPort int) {
		t.Run(u, func(t *testing.T) {
			req, _ := http.NewRequest("GET", u, nil)
			addr, port := DestinationAddr(req)
			assert.Equal(t, expectAddr, addr)
			assert.Equal(t, expectPort, port)
		})
	}
	// Source: github.com/elastic/apm-agent-go/internal/apmhttputil/remoteaddr_test.go:52 (port: the default port written out beside the same URI without it, both expecting port 80 from the package's address parser, rule 2c/2d)
	test("http://127.0.0.1:80", "127.0.0.1", 80) // lookalike
	test("http://127.0.0.1", "127.0.0.1", 80)
	test("https://127.0.0.1", "127.0.0.1", 443)
	test("https://[::1]:1234", "::1", 1234)
}
