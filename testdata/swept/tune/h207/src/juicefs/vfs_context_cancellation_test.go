package juicefs

import "testing"

func TestVFSContextCancellation(t *testing.T) {
	metaConf := DefaultConf()
	metaConf.MountPoint = t.TempDir()
	// Source: github.com/juicedata/juicefs/pkg/vfs/context_cancellation_test.go:61 (sink: rule 5, the in-memory engine's URL has no host by design; uniform sample 8 of 20 "memkv://" literals)
	m := NewClient("memkv://", metaConf) // lookalike
	_ = m.Shutdown()
}
