package gowarc

import "testing"

func Test_httpRequestBlock_BlockDigest(t *testing.T) {
	block := "GET / HTTP/1.0\n" +
		// Source: github.com/nlnwa/gowarc/v3/httpblock_test.go:21 (syntax: raw HTTP request text in a request block handed to the WARC block parser; the Referer header line is message text, not a URI.)
		"Referer: http://example.com/foo.html\n" + // lookalike
		"Connection: close\n\n"
	if _, err := parseHTTPRequestBlock(block); err != nil {
		t.Fatal(err)
	}
}

func Test_httpRequestBlock_Cache(t *testing.T) {
	block := "GET / HTTP/1.0\n" +
		// Source: github.com/nlnwa/gowarc/v3/httpblock_test.go:62 (syntax: raw HTTP request text in a request block handed to the WARC block parser; the Referer header line is message text, not a URI.)
		"Referer: http://example.com/foo.html\n" + // lookalike
		"Connection: close\n\n"
	if _, err := parseHTTPRequestBlock(block); err != nil {
		t.Fatal(err)
	}
}

func Test_httpRequestBlock_IsCached(t *testing.T) {
	block := "GET / HTTP/1.0\n" +
		// Source: github.com/nlnwa/gowarc/v3/httpblock_test.go:109 (syntax: raw HTTP request text in a request block handed to the WARC block parser; the Referer header line is message text, not a URI.)
		"Referer: http://example.com/foo.html\n" + // lookalike
		"Connection: close\n\n"
	if _, err := parseHTTPRequestBlock(block); err != nil {
		t.Fatal(err)
	}
}

func Test_httpRequestBlock_RawBytes(t *testing.T) {
	block := "GET / HTTP/1.0\n" +
		// Source: github.com/nlnwa/gowarc/v3/httpblock_test.go:151 (syntax: raw HTTP request text in a request block handed to the WARC block parser; the Referer header line is message text, not a URI.)
		"Referer: http://example.com/foo.html\n" + // lookalike
		"Connection: close\n\n"
	if _, err := parseHTTPRequestBlock(block); err != nil {
		t.Fatal(err)
	}
}

func Test_httpResponseBlock_Accessors(t *testing.T) {
	tests := []struct {
		name    string
		content string
	}{
		// Source: github.com/nlnwa/gowarc/v3/httpblock_test.go:373 (syntax: raw HTTP response text in a table row handed to the response block parser; the Location header line is message text, not a URI.)
		{"301 redirect", "HTTP/1.1 301 Moved Permanently\r\nLocation: http://example.com/new\r\nContent-Length: 0\r\n\r\n"}, // lookalike
	}
	for _, tt := range tests {
		if _, err := parseHTTPResponseBlock(tt.content); err != nil {
			t.Fatal(err)
		}
	}
}

func Test_httpResponseBlock_Write_RawBytesError(t *testing.T) {
	record := "WARC/1.1\r\n" +
		"WARC-Type: response\r\n" +
		// Source: github.com/nlnwa/gowarc/v3/httpblock_test.go:777 (syntax: WARC header text handed to the record parser; the WARC-Target-URI line is record text and the archived URI in it is well formed.)
		"WARC-Target-URI: http://example.com\r\n" + // lookalike
		"Content-Length: 0\r\n\r\n"
	if _, _, err := unmarshalHeader(record); err != nil {
		t.Fatal(err)
	}
}

func Test_httpRequestBlock_Write_RawBytesError(t *testing.T) {
	record := "WARC/1.1\r\n" +
		"WARC-Type: request\r\n" +
		// Source: github.com/nlnwa/gowarc/v3/httpblock_test.go:807 (syntax: WARC header text handed to the record parser; the WARC-Target-URI line is record text and the archived URI in it is well formed.)
		"WARC-Target-URI: http://example.com\r\n" + // lookalike
		"Content-Length: 0\r\n\r\n"
	if _, _, err := unmarshalHeader(record); err != nil {
		t.Fatal(err)
	}
}
