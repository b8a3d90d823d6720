// Package pq is a small stand-in for github.com/lib/pq.
package pq

import "strings"

// QuoteIdentifier quotes an identifier for use in SQL.
func QuoteIdentifier(name string) string {
	if end := strings.IndexRune(name, 0); end > -1 {
		name = name[:end]
	}
	return `"` + strings.Replace(name, `"`, `""`, -1) + `"`
}
