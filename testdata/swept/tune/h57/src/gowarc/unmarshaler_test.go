package gowarc

import (
	"strings"
	"testing"
)

func Test_unmarshaler_Unmarshal_request(t *testing.T) {
	input := "WARC/1.0\r\n" +
		"WARC-Type: request\r\n" +
		"Content-Type: application/http;msgtype=request\r\n" +
		"\r\n" +
		"GET / HTTP/1.0\n" +
		// Source: github.com/nlnwa/gowarc/v3/unmarshaler_test.go:186 (syntax: raw HTTP request text in a request block handed to the WARC unmarshaler; the Referer header line is message text, not a URI.)
		"Referer: http://example.com/foo.html\n\n" // lookalike
	wantBlock := "GET / HTTP/1.0\n" +
		// Source: github.com/nlnwa/gowarc/v3/unmarshaler_test.go:205 (syntax: the expected request block the WARC unmarshaler returns; the Referer header line is message text, not a URI.)
		"Referer: http://example.com/foo.html\n\n" // lookalike
	_, block, _ := strings.Cut(input, "\r\n\r\n")
	if block != wantBlock {
		t.Errorf("got block %q, want %q", block, wantBlock)
	}
}

func Test_unmarshaler_Unmarshal_metadata(t *testing.T) {
	input := "WARC/1.0\r\n" +
		"WARC-Type: metadata\r\n" +
		"Content-Type: application/warc-fields\r\n" +
		"\r\n" +
		// Source: github.com/nlnwa/gowarc/v3/unmarshaler_test.go:226 (syntax: a warc-fields block inside a metadata record handed to the WARC unmarshaler; the via line is field text, not a URI.)
		"via: http://www.example.com/\r\n" // lookalike
	wantBlock := "" +
		// Source: github.com/nlnwa/gowarc/v3/unmarshaler_test.go:243 (syntax: the expected warc-fields block the WARC unmarshaler returns; the via line is field text, not a URI.)
		"via: http://www.example.com/\r\n" // lookalike
	_, block, _ := strings.Cut(input, "\r\n\r\n")
	if block != wantBlock {
		t.Errorf("got block %q, want %q", block, wantBlock)
	}
}

func Test_unmarshaler_Unmarshal_resource(t *testing.T) {
	record := "WARC/1.0\r\n" +
		"WARC-Type: resource\r\n" +
		// Source: github.com/nlnwa/gowarc/v3/unmarshaler_test.go:260 (hostform: the archived target of a resource record, taken from the WARC specification's example and handed to the record parser as data; no file is opened.)
		"WARC-Target-URI: file://var/www/htdoc/index.html\r\n" + // lookalike
		"Content-Length: 0\r\n\r\n"
	if _, _, err := unmarshalHeader(record); err != nil {
		t.Fatal(err)
	}
}

func Test_unmarshaler_Unmarshal_revisit(t *testing.T) {
	record := "WARC/1.0\r\n" +
		"WARC-Type: revisit\r\n" +
		// Source: github.com/nlnwa/gowarc/v3/unmarshaler_test.go:302 (syntax: WARC header text handed to the record parser; the WARC-Target-URI line is record text and the archived URI in it is well formed.)
		"WARC-Target-URI: http://www.example.org/images/logo.jpg\r\n" + // lookalike
		"Content-Length: 0\r\n\r\n"
	if _, _, err := unmarshalHeader(record); err != nil {
		t.Fatal(err)
	}
}

func Test_unmarshaler_Unmarshal_conversion(t *testing.T) {
	record := "WARC/1.0\r\n" +
		"WARC-Type: conversion\r\n" +
		// Source: github.com/nlnwa/gowarc/v3/unmarshaler_test.go:351 (syntax: WARC header text handed to the record parser; the WARC-Target-URI line is record text and the archived URI in it is well formed.)
		"WARC-Target-URI: http://www.example.org/index.html\r\n" + // lookalike
		"Content-Length: 0\r\n\r\n"
	if _, _, err := unmarshalHeader(record); err != nil {
		t.Fatal(err)
	}
}

func Test_unmarshaler_Unmarshal_continuation(t *testing.T) {
	record := "WARC/1.0\r\n" +
		"WARC-Type: continuation\r\n" +
		// Source: github.com/nlnwa/gowarc/v3/unmarshaler_test.go:386 (syntax: WARC header text handed to the record parser; the WARC-Target-URI line is record text and the archived URI in it is well formed.)
		"WARC-Target-URI: http://www.example.org/index.html\r\n" + // lookalike
		"Content-Length: 0\r\n\r\n"
	if _, _, err := unmarshalHeader(record); err != nil {
		t.Fatal(err)
	}
}

func Test_unmarshaler_Unmarshal_unknownType(t *testing.T) {
	record := "WARC/1.0\r\n" +
		"WARC-Type: myType\r\n" +
		// Source: github.com/nlnwa/gowarc/v3/unmarshaler_test.go:428 (syntax: WARC header text handed to the record parser; the WARC-Target-URI line is record text and the archived URI in it is well formed.)
		"WARC-Target-URI: http://www.example.org/index.html\r\n" + // lookalike
		"Content-Length: 0\r\n\r\n"
	if _, _, err := unmarshalHeader(record); err != nil {
		t.Fatal(err)
	}
}

func Test_unmarshaler_Unmarshal_missingEndMarkerWarn(t *testing.T) {
	record := "WARC/1.1\r\n" +
		"WARC-Type: request\r\n" +
		// Source: github.com/nlnwa/gowarc/v3/unmarshaler_test.go:804 (syntax: WARC header text handed to the record parser; the WARC-Target-URI line is record text and the archived URI in it is well formed.)
		"WARC-Target-URI: http://www.archive.org/images/logoc.jpg\r\n" + // lookalike
		"Content-Length: 0\r\n\r\n"
	if _, _, err := unmarshalHeader(record); err != nil {
		t.Fatal(err)
	}
}

func Test_unmarshaler_Unmarshal_missingEndMarkerFail(t *testing.T) {
	record := "WARC/1.1\r\n" +
		"WARC-Type: request\r\n" +
		// Source: github.com/nlnwa/gowarc/v3/unmarshaler_test.go:852 (syntax: WARC header text handed to the record parser; the WARC-Target-URI line is record text and the archived URI in it is well formed.)
		"WARC-Target-URI: http://www.archive.org/images/logoc.jpg\r\n" + // lookalike
		"Content-Length: 0\r\n\r\n"
	if _, _, err := unmarshalHeader(record); err != nil {
		t.Fatal(err)
	}
}

func Test_unmarshaler_Unmarshal_missingEndMarkerWarnBlock(t *testing.T) {
	block := "GET /images/logoc.jpg HTTP/1.0\r\n" +
		// Source: github.com/nlnwa/gowarc/v3/unmarshaler_test.go:838 (syntax: the expected HTTP request block of a request record parsed by the WARC unmarshaler; the Referer header line is archived message text, not a request the code makes.)
		"Referer: http://www.archive.org/\r\n" + // lookalike
		"Connection: close\r\n\r\n"
	if _, err := parseHTTPRequestBlock(block); err != nil {
		t.Fatal(err)
	}
}

func Test_unmarshaler_Unmarshal_missingEndMarkerFailBlock(t *testing.T) {
	block := "GET /images/logoc.jpg HTTP/1.0\r\n" +
		// Source: github.com/nlnwa/gowarc/v3/unmarshaler_test.go:886 (syntax: the expected HTTP request block of a request record parsed by the WARC unmarshaler; the Referer header line is archived message text, not a request the code makes.)
		"Referer: http://www.archive.org/\r\n" + // lookalike
		"Connection: close\r\n\r\n"
	if _, err := parseHTTPRequestBlock(block); err != nil {
		t.Fatal(err)
	}
}

func Test_unmarshaler_Unmarshal_truncated(t *testing.T) {
	tests := []struct {
		name    string
		input   string
		wantURI string
		wantErr bool
	}{
		{
			"truncated record",
			"WARC/1.0\r\n" +
				"WARC-Type: revisit\r\n" +
				// Source: github.com/nlnwa/gowarc/v3/unmarshaler_test.go:900 (port: archived record data in a row named truncated record that expects an error from the WARC unmarshaler; the explicit :443 is the captured target, not an endpoint the code connects to.)
				"WARC-Target-URI: https://www.google.com:443/\r\n" + // lookalike
				// Source: github.com/nlnwa/gowarc/v3/unmarshaler_test.go:901 (plainhttp: the WARC-Profile value is an identifier URI defined by the WARC specification and is never fetched.)
				"WARC-Profile: http://netpreserve.org/warc/1.1/server-not-modified\r\n" + // lookalike
				"Content-Length: 0\r\n",
			// Source: github.com/nlnwa/gowarc/v3/unmarshaler_test.go:913 (port: the expected parsed WARC-Target-URI of a row that expects an error; archived data the unmarshaler keeps verbatim, not an endpoint.)
			"https://www.google.com:443/", // lookalike
			true,
		},
	}
	for _, tt := range tests {
		_, h, err := unmarshalHeader(tt.input)
		if got := h.Get("WARC-Target-URI"); got != tt.wantURI {
			t.Errorf("%s: got %q, want %q", tt.name, got, tt.wantURI)
		}
		if (err != nil) != tt.wantErr {
			t.Errorf("%s: got err %v, wantErr %v", tt.name, err, tt.wantErr)
		}
	}
}
