package juicefs

import (
	"path/filepath"
	"testing"
)

func TestBadgerKVTxnReturnsEINTRWhenContextAlreadyCanceled(t *testing.T) {
	// Source: github.com/juicedata/juicefs/pkg/meta/context_cancellation_test.go:175 (pathjoin: filepath.Join on the badger directory, not on a URL; uniform sample 8 of 13)
	metaURL := "badger://" + filepath.Join(t.TempDir(), "jfs-cancel-tkv-badger") // lookalike
	m := NewClient(metaURL, DefaultConf())
	_ = m.Shutdown()
}
