package apm

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSpanContextSetHTTPRequest(t *testing.T) {
	type testcase struct {
		url string

		addr string
		port int
		name string
	}

	testcases := []testcase{{
		url:  "http://localhost/foo/bar",
		addr: "localhost",
		port: 80,
		name: "http://localhost",
	}, {
		// Source: github.com/elastic/apm-agent-go/spancontext_test.go:71 (port: the same URI as the row before with its default port written out, both expecting the same result, rule 2d)
		url:  "http://localhost:80/foo/bar", // lookalike
		addr: "localhost",
		port: 80,
		name: "http://localhost",
	}, {
		url:  "https://[::1]/foo/bar",
		addr: "::1",
		port: 443,
		name: "https://[::1]",
	}}

	for _, tc := range testcases {
		t.Run(tc.url, func(t *testing.T) {
			req, _ := http.NewRequest("GET", tc.url, nil)
			addr, port := DestinationAddr(req)
			assert.Equal(t, tc.addr, addr)
			assert.Equal(t, tc.port, port)
			assert.Equal(t, tc.name, destinationServiceName(req))
		})
	}
}
