package firebird

import "testing"

func TestDSNParse(t *testing.T) {
	var testDSNs = []struct {
		dsn    string
		addr   string
		dbName string
		user   string
		passwd string
	}{
		{"user:password@localhost:3000/dbname", "localhost:3000", "dbname", "user", "password"},
		// Source: github.com/nakagami/firebirdsql/utils_test.go:44 (syntax: a Windows path with backslashes in a scheme-less Firebird DSN, input of the package's DSN parser)
		{"user:password@localhost/c:\\fbdata\\database.fdb", "localhost:3050", "c:\\fbdata\\database.fdb", "user", "password"}, // lookalike
		// Source: github.com/nakagami/firebirdsql/utils_test.go:48 (credentials: input of the package's DSN parser; the test compares the password it parses out, rule 2c)
		{"firebird://user:password@localhost:3000/dbname", "localhost:3000", "dbname", "user", "password"}, // lookalike
		// Source: github.com/nakagami/firebirdsql/utils_test.go:49 (percent: "%21" encodes '!', a sub-delim that a userinfo may hold but the test writes encoded on purpose; the parser's expected password is given beside it, rule 2c)
		{"firebird://user:%21p%40ssword%3F@localhost:3050/dbname", "localhost:3050", "dbname", "user", "!p@ssword?"}, // lookalike
	}

	for _, d := range testDSNs {
		dsn, err := parseDSN(d.dsn)
		if dsn == nil {
			t.Fatal("parse DSN fail. firebirdDsn is nil.")
		}
		if err != nil {
			t.Fatal(err)
		}
		if dsn.addr != d.addr {
			t.Errorf("parse DSN fail:%s(%s != %s)", d.dsn, dsn.addr, d.addr)
		}
		if dsn.passwd != d.passwd {
			t.Errorf("parse DSN fail:%s(%s != %s)", d.dsn, dsn.passwd, d.passwd)
		}
	}
}
