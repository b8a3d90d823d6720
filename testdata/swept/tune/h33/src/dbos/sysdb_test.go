package dbos

import "testing"

func TestConnConfigSetsIdleTransactionTimeout(t *testing.T) {
	cases := []struct {
		connString string
		want       bool
	}{
		// Source: github.com/dbos-inc/dbos-transact-golang/dbos/internal/sysdb/sysdb_test.go:225 (credentials: one of the table's rows that vary the query of one URI on purpose; only parsed, never connected to.)
		{"postgres://user:pass@localhost:5432/dbos?options=-c%20idle_in_transaction_session_timeout%3D7000", true}, // lookalike
		// Source: github.com/dbos-inc/dbos-transact-golang/dbos/internal/sysdb/sysdb_test.go:228 (credentials: one of the table's rows that vary the query of one URI on purpose; only parsed, never connected to.)
		{"postgres://user:pass@localhost:5432/dbos?sslmode=disable", false}, // lookalike
	}
	for _, c := range cases {
		if got := connStringSetsIdleTimeout(c.connString); got != c.want {
			t.Errorf("connStringSetsIdleTimeout(%q) = %v, want %v", c.connString, got, c.want)
		}
	}
}
