package protocol

import "testing"

func BenchmarkClientInfo(b *testing.B) {
	info := &ClientInfo{
		User: "alex",
		// Source: github.com/centrifugal/protocol/bench_test.go:42 (syntax: the URL is a JSON string value inside a raw JSON document, well formed where it stands.)
		ConnInfo: Raw(`{"name":"Alex","avatar":"https://example.com/a.png"}`), // lookalike
	}
	for i := 0; i < b.N; i++ {
		_ = info
	}
}
