package gowarc

import (
	"strings"
	"testing"
)

func TestDefaultMarshaler_Marshal(t *testing.T) {
	tests := []struct {
		name         string
		wantInOutput []string
	}{
		{
			name: "simple resource record",
			wantInOutput: []string{
				"WARC/1.1",
				// Source: github.com/nlnwa/gowarc/v3/marshaler_test.go:76 (syntax: an expected header line of the WARC marshaler's output; record text holding a well-formed archived URI, not a URI.)
				"WARC-Target-URI: http://example.com/page.html", // lookalike
			},
		},
		{
			name: "simple metadata record",
			wantInOutput: []string{
				"WARC/1.1",
				// Source: github.com/nlnwa/gowarc/v3/marshaler_test.go:98 (syntax: an expected header line of the WARC marshaler's output; record text holding a well-formed archived URI, not a URI.)
				"WARC-Target-URI: http://example.org/data", // lookalike
			},
		},
	}
	for _, tt := range tests {
		out := marshalHeader(tt.wantInOutput)
		for _, want := range tt.wantInOutput {
			if !strings.Contains(out, want) {
				t.Errorf("%s: missing %q", tt.name, want)
			}
		}
	}
}

func Test_writeRecord_RawBytesError(t *testing.T) {
	record := "WARC/1.1\r\n" +
		"WARC-Type: response\r\n" +
		// Source: github.com/nlnwa/gowarc/v3/marshaler_test.go:411 (syntax: WARC header text handed to the record parser; the WARC-Target-URI line is record text and the archived URI in it is well formed.)
		"WARC-Target-URI: http://example.com\r\n" + // lookalike
		"Content-Length: 0\r\n\r\n"
	if _, _, err := unmarshalHeader(record); err != nil {
		t.Fatal(err)
	}
}
