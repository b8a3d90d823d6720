package juicefs

import (
	"fmt"
	"os"
	"path"
	"testing"
)

func testLoad(t *testing.T, uri, fname string, v2 bool) Meta {
	m := NewClient(uri, nil)
	if _, err := os.Stat(fname); err != nil {
		t.Skipf("no sample %s", fname)
	}
	return m
}

func testLoadDump(t *testing.T, name, addr string) {
	t.Run("Metadata Engine: "+name, func(t *testing.T) {
		m := testLoad(t, addr, "metadata.sample", false)
		_ = m.Shutdown()
	})
}

func testLoadDumpV2(t *testing.T, name, addr1, addr2 string) {
	t.Run("Metadata Engine: "+name, func(t *testing.T) {
		_ = testLoad(t, addr1, "metadata.sample", true)
		_ = testLoad(t, addr2, "metadata.sample", true)
	})
}

func TestLoadDump(t *testing.T) {
	// Source: github.com/juicedata/juicefs/pkg/meta/load_dump_test.go:378 (pathjoin: path.Join builds the sqlite file path before the scheme is prefixed, it never touches a URL; uniform sample 8 of 13 "sqlite3://"/"badger://" + temp-path builds)
	testLoadDump(t, "sqlite3", "sqlite3://"+path.Join(t.TempDir(), "jfs-load-dump-sqlite3.db")) // lookalike
}

func TestLoadDumpV2(t *testing.T) {
	engines := map[string][]string{
		// Source: github.com/juicedata/juicefs/pkg/meta/load_dump_test.go:451 (pathjoin: path.Join joins the temp dir and the file name, the scheme is added afterwards; uniform sample 8 of 13)
		"sqlite3": {"sqlite3://" + path.Join(t.TempDir(), "dev.db"), "sqlite3://" + path.Join(t.TempDir(), "dev2.db")}, // lookalike
		// Source: github.com/juicedata/juicefs/pkg/meta/load_dump_test.go:454 (pathjoin: path.Join on the badger directory, not on a URL; uniform sample 8 of 13)
		"badger": {"badger://" + path.Join(t.TempDir(), "jfs-load-duimp-testdb-bk1"), "badger://" + path.Join(t.TempDir(), "jfs-load-duimp-testdb-bk2")}, // lookalike
	}
	for name, addrs := range engines {
		testLoadDumpV2(t, name, addrs[0], addrs[1])
	}
}

func TestLoadDumpSlow(t *testing.T) {
	if os.Getenv("SKIP_NON_CORE") == "true" {
		t.Skipf("skip non-core test")
	}
	// Source: github.com/juicedata/juicefs/pkg/meta/load_dump_test.go:479 (pathjoin: path.Join on the badger directory before the scheme is prefixed; uniform sample 8 of 13)
	testLoadDump(t, "badger", "badger://"+path.Join(t.TempDir(), "jfs-load-duimp-testdb")) // lookalike
	// Source: github.com/juicedata/juicefs/pkg/meta/load_dump_test.go:480 (syntax: the %s verb is filled with ETCD_ADDR, the host:port of the test etcd, giving a valid etcd URL)
	testLoadDump(t, "etcd", fmt.Sprintf("etcd://%s/jfs-load-dump", os.Getenv("ETCD_ADDR"))) // lookalike
}

func TestLoadDump_MemKV(t *testing.T) {
	t.Run("Metadata Engine: memkv; --SubDir d1 ", func(t *testing.T) {
		// Source: github.com/juicedata/juicefs/pkg/meta/load_dump_test.go:492 (credentials: rule 1, a meta URL the test opens with NewClient as a working value carries the constant password "pass" in its userinfo, and no rule 2 sign makes it a fixture)
		m := testLoad(t, "memkv://user:pass@test/jfs", "metadata.sample", false) // defect credentials
		_ = m.Shutdown()
		// Source: github.com/juicedata/juicefs/pkg/meta/load_dump_test.go:501 (credentials: rule 1, the same working meta URL with the constant password, opened again for the sub-directory load)
		_ = testLoad(t, "memkv://user:pass@test/jfs", "metadata.sub.sample", false) // defect credentials
	})
}
