package httpx

import (
	"strings"
	"testing"
)

// Result of a probe.
type Result struct {
	URL        string
	Title      string
	StatusCode int
}

func (r Result) CSVRow() string {
	url := r.URL
	if strings.IndexAny(url, "=+-@") == 0 {
		url = "'" + url
	}
	return url + "," + r.Title
}

func TestRunner_CSVRow(t *testing.T) {
	// Create a result with fields that would be vulnerable to CSV injection
	result := Result{
		// Source: github.com/projectdiscovery/httpx/runner/runner_test.go:291 (syntax: a spreadsheet formula that holds a URL, a CSV-injection payload the test expects neutralised, rule 2b)
		URL:        `=HYPERLINK('https://evil.com','click me')`, // lookalike
		Title:      `+CMD('calc')`,
		StatusCode: 200,
	}
	if !strings.HasPrefix(result.CSVRow(), "'=") {
		t.Error("formula not escaped")
	}
}
