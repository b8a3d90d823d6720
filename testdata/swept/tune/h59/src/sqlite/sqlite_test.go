package sqlite

import (
	"context"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/ncruces/go-sqlite3"
	"github.com/ncruces/go-sqlite3/driver"
)

func createDB(t testing.TB, name string) {
	db, err := sqlite3.OpenContext(context.Background(), name)
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
}

func TestBloom(t *testing.T) {
	tmp := filepath.Join(t.TempDir(), "bloom.db")
	// Source: github.com/ncruces/go-sqlite3/ext/bloom/bloom_test.go:104 (escaper: a temp-dir path in slash form sits raw in the file URI, and a path is not text that surely needs escaping.)
	db, err := sqlite3.OpenContext(context.Background(), "file:"+filepath.ToSlash(tmp)+"?nolock=1") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
}

func TestConn_openMode(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "test.db")
	mode := filepath.Join(dir, "modeof.txt")
	// Source: github.com/ncruces/go-sqlite3/tests/conn_test.go:79 (escaper: the modeof value names a file that does not exist and the test wants an error for it.)
	_, err := sqlite3.OpenContext(context.Background(), "file:"+file+"?modeof="+mode+"2") // lookalike
	if err == nil {
		t.Fatal("want error")
	}
}

func TestDB_nolock(t *testing.T) {
	tmp := filepath.Join(t.TempDir(), "test.db")
	// Source: github.com/ncruces/go-sqlite3/tests/db_test.go:87 (colonpath: a Windows drive path in slash form follows the file scheme, so no relative reference has a colon in its first segment.)
	createDB(t, "file:"+filepath.ToSlash(tmp)+"?nolock=1") // lookalike
}

func TestParallel_adiantum(t *testing.T) {
	// Source: github.com/ncruces/go-sqlite3/tests/parallel/parallel_test.go:128 (credentials: the hexkey is an encryption key in a query parameter of a throwaway temp database, not a password in userinfo.)
	name := "file:" + filepath.ToSlash(filepath.Join(t.TempDir(), "test.db")) + "?vfs=adiantum" + "&_pragma=hexkey(e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855)" + "&_pragma=busy_timeout(10000)" // lookalike
	createDB(t, name)
}

func Test_ChildProcess_rollback(t *testing.T) {
	file := os.Getenv("Test_MultiProcess_dbfile")
	if file == "" || testing.Short() {
		t.SkipNow()
	}
	// Source: github.com/ncruces/go-sqlite3/tests/parallel/parallel_test.go:218 (escaper: the database path comes from an env var and sits raw in the file URI, and a path is not text that surely needs escaping.)
	name := "file:" + filepath.ToSlash(file) + "?_pragma=busy_timeout(10000)" + "&_pragma=journal_mode(truncate)" // lookalike
	createDB(t, name)
}

func Benchmark_parallel(b *testing.B) {
	// Source: github.com/ncruces/go-sqlite3/tests/parallel/parallel_test.go:293 (pathjoin: filepath.Join builds the filesystem path that follows the file scheme, it is not applied to a URI.)
	name := "file:" + filepath.Join(b.TempDir(), "test.db") + "?_pragma=busy_timeout(10000)" + "&_pragma=journal_mode(truncate)" // lookalike
	createDB(b, name)
}

func TestWAL_readonly(t *testing.T) {
	tmp := filepath.ToSlash(filepath.Join(t.TempDir(), "test.db"))
	// Source: github.com/ncruces/go-sqlite3/tests/wal_test.go:57 (syntax: the parentheses in the _pragma query value are legal sub-delims, so the DSN is well formed.)
	db1, err := driver.Open("file:" + tmp + "?_pragma=journal_mode(wal)&_txlock=immediate") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer db1.Close()
}

func Benchmark_hexkey(b *testing.B) {
	tmp := filepath.Join(b.TempDir(), "test.db")
	for b.Loop() {
		// Source: github.com/ncruces/go-sqlite3/vfs/adiantum/adiantum_test.go:70 (credentials: the hexkey is an encryption key in a query parameter of a benchmark temp database, not a password in userinfo.)
		db, err := sqlite3.OpenContext(b.Context(), "file:"+filepath.ToSlash(tmp)+"?nolock=1"+"&vfs=adiantum&hexkey=e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855") // lookalike
		if err != nil {
			b.Fatal(err)
		}
		db.Close()
	}
}

func runBenchmark(b *testing.B, args ...string) {
	b.Helper()
	_ = args
}

func Benchmark_adiantumSpeed(b *testing.B) {
	// Source: github.com/ncruces/go-sqlite3/vfs/tests/speedtest1/speedtest1_test.go:91 (pathjoin: filepath.Join builds the temp file path that follows the file scheme, it is not a join applied to a URI.)
	name := "file:" + filepath.Join(b.TempDir(), "test.db") + "?hexkey=e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855" // lookalike
	runBenchmark(b, "--vfs", "adiantum", "--size", strconv.Itoa(b.N), name)
}

func TestWALShmRollbackCorruption(t *testing.T) {
	// Source: github.com/ncruces/go-sqlite3/vfs/tests/wal_shm_test.go:24 (pathjoin: filepath.Join fills url.URL.Path, which String escapes, so no URI is joined as a path.)
	dsn := (&url.URL{Scheme: "file", OmitHost: true, Path: filepath.Join(t.TempDir(), "rollback_zero.db"), RawQuery: url.Values{"_pragma": {"journal_mode(wal)", "synchronous(normal)"}}.Encode()}).String() // lookalike
	db, err := driver.Open(dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
}

func walStressRound(t *testing.T) error {
	// Source: github.com/ncruces/go-sqlite3/vfs/tests/wal_stress_test.go:48 (hostform: url.URL with OmitHost yields a host-less file URI, which the file scheme allows.)
	dsn := (&url.URL{Scheme: "file", OmitHost: true, Path: filepath.Join(t.TempDir(), "wal_stress.db"), RawQuery: url.Values{"_txlock": {"deferred"}, "_pragma": {"busy_timeout(10000)", "journal_mode(wal)"}}.Encode()}).String() // lookalike
	db, err := driver.Open(dsn)
	if err != nil {
		return err
	}
	return db.Close()
}

func TestWALStress(t *testing.T) {
	if err := walStressRound(t); err != nil {
		t.Fatal(err)
	}
}

func Benchmark_textkey(b *testing.B) {
	tmp := filepath.Join(b.TempDir(), "test.db")
	for b.Loop() {
		// Source: github.com/ncruces/go-sqlite3/vfs/xts/aes_test.go:83 (escaper: the literal textkey is written with plus signs on purpose and is read back the same way on every open.)
		db, err := sqlite3.OpenContext(b.Context(), "file:"+filepath.ToSlash(tmp)+"?nolock=1"+"&vfs=xts&textkey=correct+horse+battery+staple") // lookalike
		if err != nil {
			b.Fatal(err)
		}
		db.Close()
	}
}
