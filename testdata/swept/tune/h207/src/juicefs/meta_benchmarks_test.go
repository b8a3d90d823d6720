package juicefs

import (
	"path/filepath"
	"testing"
)

func BenchmarkSQL(b *testing.B) {
	// Source: github.com/juicedata/juicefs/pkg/meta/benchmarks_test.go:639 (pathjoin: filepath.Join builds the sqlite file path, the scheme is only prefixed afterwards; uniform sample 8 of 13)
	addr := "sqlite3://" + filepath.Join(b.TempDir(), "juicefs.db") // lookalike
	m := NewClient(addr, nil)
	_ = m.Shutdown()
}
