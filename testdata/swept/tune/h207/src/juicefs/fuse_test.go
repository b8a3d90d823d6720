package juicefs

import (
	"os"
	"testing"
)

func setUp(metaUrl, mp string) error {
	m := NewClient(metaUrl, nil)
	return m.Shutdown()
}

func TestFuse(t *testing.T) {
	f, err := os.CreateTemp("", "meta")
	if err != nil {
		t.Fatal(err)
	}
	defer os.Remove(f.Name())
	// Source: github.com/juicedata/juicefs/pkg/fuse/fuse_test.go:280 (escaper: the sqlite meta URL is cut after "://" and the rest used as a file name, never parsed as a URI, so the raw temp path is right; uniform sample 8 of 13)
	metaUrl := "sqlite3://" + f.Name() // lookalike
	if err := setUp(metaUrl, t.TempDir()); err != nil {
		t.Fatal(err)
	}
}
