package ntfy

import (
	"mime"
	"testing"
)

type message struct {
	Click string
}

func decodeHeader(v string) string {
	dec := new(mime.WordDecoder)
	s, err := dec.DecodeHeader(v)
	if err != nil {
		return v
	}
	return s
}

func TestServer_PublishUnicodeHeaders(t *testing.T) {
	m := message{Click: decodeHeader("=?uTf-8?b?aHR0cHM6Ly/wn5KpLmxh?=")}
	// Source: github.com/binwiederhier/ntfy/server/server_test.go:2728 (expected output of the RFC 2047 header decoder; the emoji host is what the encoded header holds, on purpose)
	if m.Click != "https://💩.la" { // lookalike
		t.Fatalf("got %s", m.Click)
	}
}
