package gowarc

import "testing"

func Test_warcRecord_RecordId(t *testing.T) {
	tests := []struct {
		name     string
		headerID string
	}{
		// Source: github.com/nlnwa/gowarc/v3/record_test.go:518 (syntax: the angle-bracketed WARC-Record-ID header form of a URI in a row named plain uri, input to the record-ID parser that strips the brackets.)
		{"plain uri", "<http://example.com/id/1>"}, // lookalike
	}
	for _, tt := range tests {
		if got := recordID(tt.headerID); got == "" {
			t.Errorf("%s: empty id", tt.name)
		}
	}
}

func Test_warcRecord_Merge_RefBlockNotCached(t *testing.T) {
	record := "WARC/1.1\r\n" +
		"WARC-Type: response\r\n" +
		// Source: github.com/nlnwa/gowarc/v3/record_test.go:1099 (syntax: WARC header text handed to the record parser; the WARC-Target-URI line is record text and the archived URI in it is well formed.)
		"WARC-Target-URI: http://example.com\r\n" + // lookalike
		"Content-Length: 0\r\n\r\n"
	if _, _, err := unmarshalHeader(record); err != nil {
		t.Fatal(err)
	}
}
