package app

import (
	"io"
	"os"
	"strings"
	"testing"
)

func Test_compare(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name          string
		x             string
		y             string
		match         bool
		wantErrSubstr string
	}{
		{
			name: "results match",
			// Source: github.com/ossf/scorecard/v5/cmd/internal/scdiff/app/compare_test.go:36 (syntax: a scorecard JSON result line whose documentation URL is one field value inside the document, a JSON document and no URI; uniform sample 1 of 10; a document that holds URLs as values is no URI itself, as with prose under rule 4)
			x: `{"date":"2023-08-11T10:22:43-07:00","repo":{"name":"github.com/foo/bar","commit":"f0840f7158c8044af2bd9b8aa661d7942b1f29d2"},"scorecard":{"version":"","commit":"unknown"},"score":10.0,"checks":[{"details":null,"score":10,"reason":"no vulnerabilities detected","name":"Vulnerabilities","documentation":{"url":"https://github.com/ossf/scorecard/blob/main/docs/checks.md#vulnerabilities","short":"Determines if the project has open, known unfixed vulnerabilities."}}],"metadata":null}` + "\n", // lookalike
			// y left empty: the same result as x
			y:     "",
			match: true,
		},
		{
			name: "unequal number of results",
			x:    `{"date":"2023-08-11T10:22:43-07:00"}` + "\n" + `{"date":"2023-08-11T10:22:43-07:00"}` + "\n",
			// Source: github.com/ossf/scorecard/v5/cmd/internal/scdiff/app/compare_test.go:47 (syntax: a JSON result document holding a documentation URL as a field value, no URI; uniform sample 2 of 10; a document that holds URLs as values is no URI itself, as with prose under rule 4)
			y:             `{"date":"2023-08-11T10:22:43-07:00","repo":{"name":"github.com/foo/bar","commit":"f0840f7158c8044af2bd9b8aa661d7942b1f29d2"},"scorecard":{"version":"","commit":"unknown"},"score":10.0,"checks":[{"details":null,"score":10,"reason":"no vulnerabilities detected","name":"Vulnerabilities","documentation":{"url":"https://github.com/ossf/scorecard/blob/main/docs/checks.md#vulnerabilities","short":"Determines if the project has open, known unfixed vulnerabilities."}}],"metadata":null}` + "\n", // lookalike
			wantErrSubstr: "number of results",
		},
		{
			name: "x results fail to parse",
			x:    "not a scorecard result\n",
			// Source: github.com/ossf/scorecard/v5/cmd/internal/scdiff/app/compare_test.go:63 (syntax: a JSON result document with a documentation URL field, no URI; uniform sample 3 of 10; a document that holds URLs as values is no URI itself, as with prose under rule 4)
			y:             `{"date":"2023-08-11T10:22:43-07:00","repo":{"name":"github.com/foo/bar","commit":"f0840f7158c8044af2bd9b8aa661d7942b1f29d2"},"scorecard":{"version":"","commit":"unknown"},"score":7.0,"checks":[{"details":null,"score":7,"reason":"3 existing vulnerabilities detected","name":"Vulnerabilities","documentation":{"url":"https://github.com/ossf/scorecard/blob/main/docs/checks.md#vulnerabilities","short":"Determines if the project has open, known unfixed vulnerabilities."}}],"metadata":null}` + "\n", // lookalike
			wantErrSubstr: "parsing first",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			y := tt.y
			if y == "" {
				y = tt.x
			}
			err := compareReaders(strings.NewReader(tt.x), strings.NewReader(y), os.Stderr)
			if (err != nil) == tt.match {
				t.Errorf("wanted match: %t, but got err: %v", tt.match, err)
			}
			if !tt.match && !strings.Contains(err.Error(), tt.wantErrSubstr) {
				t.Errorf("wanted err: %v, got err: %v", tt.wantErrSubstr, err)
			}
		})
	}
}

type alwaysErrorReader struct{}

func (a alwaysErrorReader) Read(b []byte) (n int, err error) {
	return 0, io.ErrClosedPipe
}

func Test_compare_reader_err(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		x    io.Reader
		y    io.Reader
	}{
		{
			name: "error in x reader",
			x:    alwaysErrorReader{},
			// Source: github.com/ossf/scorecard/v5/cmd/internal/scdiff/app/compare_test.go:115 (syntax: a JSON result document read through strings.NewReader, its documentation URL is a field value, no URI; uniform sample 4 of 10; a document that holds URLs as values is no URI itself, as with prose under rule 4)
			y: strings.NewReader(`{"date":"2023-08-11T10:22:43-07:00","repo":{"name":"github.com/foo/bar","commit":"f0840f7158c8044af2bd9b8aa661d7942b1f29d2"},"scorecard":{"version":"","commit":"unknown"},"score":10.0,"checks":[{"details":null,"score":10,"reason":"no vulnerabilities detected","name":"Vulnerabilities","documentation":{"url":"https://github.com/ossf/scorecard/blob/main/docs/checks.md#vulnerabilities","short":"Determines if the project has open, known unfixed vulnerabilities."}}],"metadata":null}` + "\n"), // lookalike
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if err := compareReaders(tt.x, tt.y, os.Stderr); err == nil {
				t.Error("expected error")
			}
		})
	}
}
