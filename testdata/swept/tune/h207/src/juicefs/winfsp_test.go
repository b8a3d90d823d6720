package juicefs

import "testing"

func TestWinfsp(t *testing.T) {
	metaConf := DefaultConf()
	metaConf.MountPoint = "z:"
	// Source: github.com/juicedata/juicefs/pkg/winfsp/winfsp_test.go:53 (sink: rule 5, the in-memory engine's URL has no host by design; uniform sample 8 of 20 "memkv://" literals)
	m := NewClient("memkv://", metaConf) // lookalike
	_ = m.Shutdown()
}
