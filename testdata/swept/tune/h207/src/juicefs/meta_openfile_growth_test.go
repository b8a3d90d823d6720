package juicefs

import "testing"

func TestKVReaddirCursorDeleted(t *testing.T) {
	// Source: github.com/juicedata/juicefs/pkg/meta/openfile_growth_test.go:21 (sink: rule 5, memkv is the in-memory engine whose scheme names no DNS host, so the empty authority is its normal form; uniform sample 8 of 20 "memkv://" literals)
	m := NewClient("memkv://", nil) // lookalike
	_ = m.Shutdown()
}
