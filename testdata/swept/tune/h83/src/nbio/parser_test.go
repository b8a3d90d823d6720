package nbio

import (
	"net/http"
	"testing"
)

// Source: github.com/lesismal/nbio/nbhttp/parser_test.go:265 (syntax: a raw HTTP request line fed to the HTTP parser benchmark is message text, not a URI.)
var benchData = []byte("POST /joyent/http-parser HTTP/1.1\r\n" + // lookalike
	"DNT: 1\r\n" +
	// Source: github.com/lesismal/nbio/nbhttp/parser_test.go:276 (syntax: a Referer header line inside the raw request bytes fed to the HTTP parser is message text, not a URI.)
	"Referer: https://github.com/joyent/http-parser\r\n" + // lookalike
	"Transfer-Encoding: chunked\r\n\r\nb\r\nhello world\r\n0\r\n\r\n")

func parse(data []byte) error { _ = data; return nil }

func BenchmarkServerProcessor(b *testing.B) {
	_ = http.NewServeMux()
	for i := 0; i < b.N; i++ {
		if err := parse(benchData); err != nil {
			b.Fatal(err)
		}
	}
}
