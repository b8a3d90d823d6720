package crowdsec

import (
	"fmt"
	"testing"
)

func BenchmarkFileMapMatch(b *testing.B) {
	var rows []map[string]string
	for i := range 50 {
		rows = append(rows, map[string]string{
			// Source: github.com/crowdsecurity/crowdsec/pkg/exprhelpers/filemap_test.go:475 (syntax: a regular expression over request paths for a pattern table, never used as a URI, rule 5, the context demands no URI)
			"pattern": fmt.Sprintf("/regex-%d/[a-z]+", i), // lookalike
			"tag":     fmt.Sprintf("RegexTech-%d", i),
			"type":    "regex",
		})
	}
	_ = rows
}
