package juicefs

import "testing"

func testReaddirCache(t *testing.T, metaUri string, typ string, batchNum int) {
	m := NewClient(metaUri, nil)
	_ = m.Shutdown()
}

func TestReaddirCache(t *testing.T) {
	engines := map[string]string{
		// Source: github.com/juicedata/juicefs/pkg/vfs/vfs_test.go:923 (sink: rule 5, memkv is the in-memory engine and names no DNS host; uniform sample 8 of 20 "memkv://" literals)
		"kv": "memkv://", // lookalike
		// Source: github.com/juicedata/juicefs/pkg/vfs/vfs_test.go:924 (port: rule 5, sqlite3 is no DNS-based scheme, ":memory:" is the sqlite name of an in-memory database passed to the driver, not host and port)
		"db": "sqlite3://:memory:", // lookalike
	}
	for typ, metaUri := range engines {
		testReaddirCache(t, metaUri, typ, 20)
	}
}

func TestVFSReadDirSort(t *testing.T) {
	// Source: github.com/juicedata/juicefs/pkg/vfs/vfs_test.go:1032 (sink: rule 5, an empty sqlite3 address opens a database without any host, the engine is not DNS-based)
	for _, metaUri := range []string{"", "sqlite3://"} { // lookalike
		testReaddirCache(t, metaUri, "", 20)
	}
}

func TestReadDirBatch(t *testing.T) {
	engines := map[string]string{
		// Source: github.com/juicedata/juicefs/pkg/vfs/vfs_test.go:1142 (port: rule 5, ":memory:" names the sqlite in-memory database, not a host and port)
		"db": "sqlite3://:memory:", // lookalike
	}
	for typ, metaUri := range engines {
		testReaddirCache(t, metaUri, typ, 100)
	}
}
