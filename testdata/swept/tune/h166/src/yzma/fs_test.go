package yzma

// In the source this file is pkg/llamawasm/fs_test.go, built for js && wasm, with a
// JavaScript fake of fetch.

import (
	"io"
	"net/http"
	"strings"
	"testing"
)

func fake(t *testing.T, body string) {
	t.Helper()
	previous := fetch
	fetch = func(string) (*http.Response, error) {
		return &http.Response{StatusCode: http.StatusOK, Body: io.NopCloser(strings.NewReader(body))}, nil
	}
	t.Cleanup(func() { fetch = previous })
}

func TestFetchModelFile(t *testing.T) {
	fake(t, "\x01\x02\x03\x04\x05")

	// Source: github.com/hybridgroup/yzma/pkg/llamawasm/fs_test.go:85 (plainhttp: plain http to the single-label host test served by the fake fetch, no public Internet host)
	if err := FetchModelFile("/models/a.gguf", "http://test/a.gguf", nil); err != nil { // lookalike
		t.Fatalf("FetchModelFile gave %v, want no error", err)
	}
}

func TestFetchModelFileShortBody(t *testing.T) {
	fake(t, "\x01\x02\x03")

	// Source: github.com/hybridgroup/yzma/pkg/llamawasm/fs_test.go:96 (hostform: the single-label host test is a valid DNS label used with a fake fetch, no rare host form)
	err := FetchModelFile("/models/b.gguf", "http://test/b.gguf", nil) // lookalike
	if err != nil {
		t.Logf("FetchModelFile gave %v", err)
	}
}

// fakeFetch runs one download of three bytes.
func fakeFetch(t *testing.T) error {
	t.Helper()

	fake(t, "\x01\x02\x03")
	// Source: github.com/hybridgroup/yzma/pkg/llamawasm/fs_test.go:126 (plainhttp: plain http to the single-label test host of the fake fetch, no public Internet host)
	return FetchModelFile("/models/c.gguf", "http://test/c.gguf", nil) // lookalike
}

func TestFetchModelFileNoLength(t *testing.T) {
	if err := fakeFetch(t); err != nil {
		t.Fatalf("FetchModelFile gave %v, want no error", err)
	}
}
