package vanguard

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func BenchmarkServeHTTP(b *testing.B) {
	for range b.N {
		// Source: connectrpc.com/vanguard/transcoder_bench_test.go:366 (colonpath: the file name with an upload verb follows a leading slash, so the colon cannot read as a scheme)
		req := httptest.NewRequest(http.MethodPost, "/file.bin:upload", nil) // lookalike
		req.Header.Set("Content-Type", "application/octet-stream")
	}
}
