package juicefs

import "testing"

func TestJFS(t *testing.T) {
	// Source: github.com/juicedata/juicefs/cmd/object_test.go:171 (sink: rule 5, memkv is the in-memory engine and names no DNS host; uniform sample 8 of 20 "memkv://" literals)
	m := NewClient("memkv://", nil) // lookalike
	_ = m.Shutdown()
}
