package gowarc

import "testing"

func TestRecordBuilder_request1(t *testing.T) {
	block := "GET / HTTP/1.0\n" +
		// Source: github.com/nlnwa/gowarc/v3/recordbuilder_test.go:141 (syntax: raw HTTP request text in a request block handed to the WARC block parser; the Referer header line is message text, not a URI.)
		"Referer: http://example.com/foo.html\n" + // lookalike
		"Connection: close\n\n"
	if _, err := parseHTTPRequestBlock(block); err != nil {
		t.Fatal(err)
	}
}

func TestRecordBuilder_request2(t *testing.T) {
	block := "GET / HTTP/1.0\n" +
		// Source: github.com/nlnwa/gowarc/v3/recordbuilder_test.go:158 (syntax: raw HTTP request text in a request block handed to the WARC block parser; the Referer header line is message text, not a URI.)
		"Referer: http://example.com/foo.html\n" + // lookalike
		"Connection: close\n\n"
	if _, err := parseHTTPRequestBlock(block); err != nil {
		t.Fatal(err)
	}
}

func TestRecordBuilder_request3(t *testing.T) {
	block := "GET / HTTP/1.0\n" +
		// Source: github.com/nlnwa/gowarc/v3/recordbuilder_test.go:181 (syntax: raw HTTP request text in a request block handed to the WARC block parser; the Referer header line is message text, not a URI.)
		"Referer: http://example.com/foo.html\n" + // lookalike
		"Connection: close\n\n"
	if _, err := parseHTTPRequestBlock(block); err != nil {
		t.Fatal(err)
	}
}

func TestRecordBuilder_request4(t *testing.T) {
	block := "GET / HTTP/1.0\n" +
		// Source: github.com/nlnwa/gowarc/v3/recordbuilder_test.go:198 (syntax: raw HTTP request text in a request block handed to the WARC block parser; the Referer header line is message text, not a URI.)
		"Referer: http://example.com/foo.html\n" + // lookalike
		"Connection: close\n\n"
	if _, err := parseHTTPRequestBlock(block); err != nil {
		t.Fatal(err)
	}
}

func TestRecordBuilder_request5(t *testing.T) {
	block := "GET / HTTP/1.0\n" +
		// Source: github.com/nlnwa/gowarc/v3/recordbuilder_test.go:221 (syntax: raw HTTP request text in a request block handed to the WARC block parser; the Referer header line is message text, not a URI.)
		"Referer: http://example.com/foo.html\n" + // lookalike
		"Connection: close\n\n"
	if _, err := parseHTTPRequestBlock(block); err != nil {
		t.Fatal(err)
	}
}

func TestRecordBuilder_request6(t *testing.T) {
	block := "GET / HTTP/1.0\n" +
		// Source: github.com/nlnwa/gowarc/v3/recordbuilder_test.go:238 (syntax: raw HTTP request text in a request block handed to the WARC block parser; the Referer header line is message text, not a URI.)
		"Referer: http://example.com/foo.html\n" + // lookalike
		"Connection: close\n\n"
	if _, err := parseHTTPRequestBlock(block); err != nil {
		t.Fatal(err)
	}
}

func TestRecordBuilder_metadata1(t *testing.T) {
	block := "" +
		// Source: github.com/nlnwa/gowarc/v3/recordbuilder_test.go:259 (syntax: a warc-fields metadata block handed to the record builder; the via line is field text holding a well-formed URI, not a URI.)
		"via: http://www.example.com/\r\n" + // lookalike
		"hopsFromSeed: P\r\n\r\n"
	if _, err := parseWarcFields(block); err != nil {
		t.Fatal(err)
	}
}

func TestRecordBuilder_metadata2(t *testing.T) {
	block := "" +
		// Source: github.com/nlnwa/gowarc/v3/recordbuilder_test.go:274 (syntax: a warc-fields metadata block handed to the record builder; the via line is field text holding a well-formed URI, not a URI.)
		"via: http://www.example.com/\r\n" + // lookalike
		"hopsFromSeed: P\r\n\r\n"
	if _, err := parseWarcFields(block); err != nil {
		t.Fatal(err)
	}
}
