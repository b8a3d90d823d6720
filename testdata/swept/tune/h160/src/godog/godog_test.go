package godog

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func testRun(t *testing.T, format string, paths []string) (int, string) { return 0, "" }

func extractFeaturePathLine(p string) (string, int) {
	i := strings.LastIndex(p, ":")
	if i < 0 {
		return p, -1
	}
	return p[:i], 1
}

func TestFormatOutputRun(t *testing.T) {
	const formatter = "junit"
	dir := filepath.Join(os.TempDir(), t.Name())
	file := filepath.Join(dir, "result.xml")
	// Source: github.com/cucumber/godog/run_test.go:473 (syntax: formatter+":"+file builds a godog format option of the form name:path that selects a formatter and its output file, not a URI)
	status, out := testRun(t, formatter+":"+file, []string{"features"}) // lookalike
	_, _ = status, out
}

func TestFeatureFilePathParser(t *testing.T) {
	cases := []struct {
		input string
		path  string
		line  int
	}{
		{"test.feature", "test.feature", -1},
		// Source: github.com/cucumber/godog/internal/parser/parser_test.go:27 (colonpath: a row of a table that varies the input of the feature path:line parser, a file location and not a relative URI reference (rules 2c, 2d))
		{"test.feature:2", "test.feature", 2}, // lookalike
		// Source: github.com/cucumber/godog/internal/parser/parser_test.go:31 (syntax: a Windows file path row of the feature path:line parser table, deliberate parser input and not a URI (rules 2c, 2d))
		{"D:\\home\\test.feature:3", "D:\\home\\test.feature", 3}, // lookalike
	}
	for _, c := range cases {
		p, _ := extractFeaturePathLine(c.input)
		if p != c.path {
			t.Errorf("got %q, want %q", p, c.path)
		}
	}
}
