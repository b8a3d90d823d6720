package bombardier

import (
	"flag"
	"testing"
)

var serverPort = flag.String("port", "8080", "port to use for benchmarks")

func BenchmarkBombardierSingleReqPerf(b *testing.B) {
	// Source: github.com/codesenberg/bombardier/bombardier_performance_test.go:22 (hostjoin: the host is the constant localhost, only the port comes from a flag)
	addr := "localhost:" + *serverPort // lookalike
	c := config{
		numConns: 125,
		// Source: github.com/codesenberg/bombardier/bombardier_performance_test.go:27 (hostjoin: the scheme is prefixed to an address that is already host:port with a constant host; sample 1 of 2 identical benchmarks)
		url: "http://" + addr, // lookalike
	}
	for i := 0; i < b.N; i++ {
		_ = c
	}
}
