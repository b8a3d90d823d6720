package tgspam

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNew(t *testing.T) {
	ctx := context.Background()
	temp := t.TempDir()

	tests := []struct {
		name    string
		url     string
		gid     string
		want    Type
		wantErr string
	}{
		{
			// Source: github.com/umputun/tg-spam/app/storage/engine/engine_test.go:35 (syntax: a test case name that mentions a scheme prefix, plain words and no URI)
			name: "file:// prefix", // lookalike
			// Source: github.com/umputun/tg-spam/app/storage/engine/engine_test.go:36 (pathjoin: filepath.Join builds a file path that is then prefixed with file://, so no URL goes through the join)
			url:  "file://" + filepath.Join(temp, "file1.db"), // lookalike
			gid:  "gr2",
			want: Sqlite,
		},
		{
			// Source: github.com/umputun/tg-spam/app/storage/engine/engine_test.go:47 (syntax: a test case name mentioning the sqlite:// prefix, words and no URI)
			name: "sqlite:// prefix", // lookalike
			// Source: github.com/umputun/tg-spam/app/storage/engine/engine_test.go:48 (pathjoin: filepath.Join on file path parts before the sqlite:// prefix is added, no URL is joined)
			url:  "sqlite://" + filepath.Join(temp, "file3.db"), // lookalike
			gid:  "gr2",
			want: Sqlite,
		},
		{
			name: "postgres ok format",
			// Source: github.com/umputun/tg-spam/app/storage/engine/engine_test.go:66 (credentials: a connection URI the row calls ok format with the literal password pass; the expected error is only the connection failure to an absent server, which does not make it a deliberate fixture, so rule 1 holds)
			url:     "postgres://user:pass@localhost/db", // defect credentials
			gid:     "gr3",
			want:    Postgres,
			wantErr: "failed to connect to postgres", // can't connect but format is ok
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			db, err := New(ctx, tt.url, tt.gid)
			if tt.wantErr != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.wantErr)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, db.dbType)
		})
	}
}

// postgresContainer stands in for the testcontainers postgres helper.
type postgresContainer struct{ connStr string }

func (c *postgresContainer) ConnectionString() string { return c.connStr }

func TestNewPostgres(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping test in short mode")
	}
	ctx := context.Background()
	pgContainer := &postgresContainer{}
	connStr := pgContainer.ConnectionString()

	// parse the connection string to extract the host and port
	var host, port string
	parts := strings.Split(connStr, "@")
	if len(parts) > 1 {
		hostPortParts := strings.Split(parts[1], "/")
		if len(hostPortParts) > 0 {
			hostPort := strings.Split(hostPortParts[0], ":")
			if len(hostPort) > 1 {
				host = hostPort[0]
				port = hostPort[1]
			}
		}
	}

	tests := []struct {
		name    string
		connStr string
		wantErr string
	}{
		{
			name: "create new database",
			// Source: github.com/umputun/tg-spam/app/storage/engine/engine_test.go:490 (credentials and hostjoin: the test connects with a constant password secret in the userinfo, and host and port are joined by hand with %s:%s, which breaks for an IPv6 host; rule 1)
			connStr: fmt.Sprintf("postgres://postgres:secret@%s:%s/test_db1?sslmode=disable", host, port), // defect credentials // defect hostjoin
		},
		{
			name: "connect to existing database",
			// Source: github.com/umputun/tg-spam/app/storage/engine/engine_test.go:494 (credentials and hostjoin: a working connection URI with the password secret and a hand-joined host:port authority, rule 1)
			connStr: fmt.Sprintf("postgres://postgres:secret@%s:%s/test_db1?sslmode=disable", host, port), // defect credentials // defect hostjoin
		},
		{
			name: "invalid url",
			// Source: github.com/umputun/tg-spam/app/storage/engine/engine_test.go:498 (port: a row named invalid url whose wantErr is the parse error, a deliberate fixture by rules 2a and 2b)
			connStr: "postgres://invalid::url", // lookalike
			wantErr: "invalid postgres connection url",
		},
		{
			name: "empty database name",
			// Source: github.com/umputun/tg-spam/app/storage/engine/engine_test.go:503 (credentials: the row expects the database-name error for this URI, a deliberate fixture for every check by rule 2a)
			connStr: fmt.Sprintf("postgres://postgres:secret@%s:%s/?sslmode=disable", host, port), // lookalike
			wantErr: "database name not specified",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			db, err := NewPostgres(ctx, tt.connStr, "test")
			if tt.wantErr != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.wantErr)
				return
			}
			require.NoError(t, err)
			defer db.Close()
		})
	}
}
