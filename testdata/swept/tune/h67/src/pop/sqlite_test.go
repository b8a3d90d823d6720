package pop

import "testing"

func equal(t *testing.T, want, got any, msg string) {
	t.Helper()
	if want != got {
		t.Errorf("%s: got %v, want %v", msg, got, want)
	}
}

func Test_Connection_Open_NoDialect(t *testing.T) {
	cd := &ConnectionDetails{
		// Source: github.com/ory/pop/v6/connection_test.go:50 (hostform: a SQLite file URL whose empty host precedes an absolute path; pop strips the prefix and uses the path (rule 5); uniform sample of 14 of 53.)
		URL: "sqlite:///foo.db", // lookalike
	}
	c, err := NewConnection(cd)
	if err != nil {
		t.Fatal(err)
	}
	c.Dialect = nil
	if err := c.Open(); err == nil {
		t.Fatal("expected an error")
	}
}

func Test_ConnectionDetails_Finalize_SQLite_OverrideOptions_URL_Only(t *testing.T) {
	cd := &ConnectionDetails{
		// Source: github.com/ory/pop/v6/dialect_sqlite_test.go:33 (hostform: a SQLite file URL whose empty host precedes an absolute path; pop strips the prefix and uses the path (rule 5); uniform sample of 14 of 53.)
		URL: "sqlite3:///tmp/foo.db?_fk=false&foo=bar", // lookalike
	}
	if err := cd.Finalize(); err != nil {
		t.Fatal(err)
	}
	// Source: github.com/ory/pop/v6/dialect_sqlite_test.go:38 (syntax: the URL is part of an assertion message joined to the words "given url:", prose and not a URI (rule 4); uniform sample of 14 of 53.)
	equal(t, "/tmp/foo.db", cd.Database, "given url: sqlite3:///tmp/foo.db?_fk=false&foo=bar") // lookalike
	// Source: github.com/ory/pop/v6/dialect_sqlite_test.go:130 (syntax: the URL is part of an assertion message joined to the words "given url:", prose and not a URI (rule 4); uniform sample of 14 of 53.)
	equal(t, "false", cd.Options["_fk"], "given url: sqlite3:///tmp/foo.db?_fk=false&foo=bar") // lookalike
}

func Test_ConnectionDetails_Finalize_SQLite_SynURL_Only(t *testing.T) {
	cd := &ConnectionDetails{
		// Source: github.com/ory/pop/v6/dialect_sqlite_test.go:46 (hostform: a SQLite file URL whose empty host precedes an absolute path; pop strips the prefix and uses the path (rule 5); uniform sample of 14 of 53.)
		URL: "sqlite:///tmp/foo.db", // lookalike
	}
	if err := cd.Finalize(); err != nil {
		t.Fatal(err)
	}
	// Source: github.com/ory/pop/v6/dialect_sqlite_test.go:52 (syntax: the URL is part of an assertion message joined to the words "given url:", prose and not a URI (rule 4); uniform sample of 14 of 53.)
	equal(t, 3, len(cd.Options), "given url: sqlite3:///tmp/foo.db") // lookalike
}

func Test_ConnectionDetails_Finalize_SQLite_Synonym_URL(t *testing.T) {
	cd := &ConnectionDetails{
		Dialect: "sqlite",
		// Source: github.com/ory/pop/v6/dialect_sqlite_test.go:85 (hostform: a SQLite file URL whose empty host precedes an absolute path; pop strips the prefix and uses the path (rule 5); uniform sample of 14 of 53.)
		URL: "sqlite3:///tmp/foo.db", // lookalike
	}
	if err := cd.Finalize(); err != nil {
		t.Fatal(err)
	}
	// Source: github.com/ory/pop/v6/dialect_sqlite_test.go:90 (syntax: the URL is part of an assertion message joined to the words "given url:", prose and not a URI (rule 4); uniform sample of 14 of 53.)
	equal(t, "/tmp/foo.db", cd.Database, "given url: sqlite3:///tmp/foo.db") // lookalike
}

func Test_ConnectionDetails_Finalize_SQLite_RawOptions_Defaults(t *testing.T) {
	// Source: github.com/ory/pop/v6/dialect_sqlite_test.go:446 (hostform: a SQLite file URL whose empty host precedes an absolute path; pop strips the prefix and uses the path (rule 5); uniform sample of 14 of 53.)
	cd := &ConnectionDetails{URL: "sqlite3:///tmp/foo.db"} // lookalike
	if err := cd.Finalize(); err != nil {
		t.Fatal(err)
	}
}

func openMemorySQLite(t *testing.T) *Connection {
	t.Helper()
	// Source: github.com/ory/pop/v6/dialect_sqlite_test.go:354 (port: pop's SQLite pseudo-URL is never parsed as a URI; the prefix is stripped and ":memory:" is SQLite's in-memory database name, not a port (rule 5); uniform sample of 14 of 53.)
	c, err := NewConnection(&ConnectionDetails{URL: "sqlite://:memory:"}) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Open(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Close() })
	return c
}

func TestOpenMemorySQLite(t *testing.T) {
	_ = openMemorySQLite(t)
}
