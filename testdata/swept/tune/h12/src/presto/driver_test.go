package presto

import (
	"database/sql"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseDSN_ViaNewConnector(t *testing.T) {
	tests := []struct {
		name    string
		dsn     string
		wantErr bool
	}{
		{
			name: "basic presto",
			dsn:  "presto://localhost:8080/hive/default",
		},
		{
			name: "trino with user",
			// Source: github.com/prestodb/presto-go-client/driver_test.go:41 (port: 443 is no default port of the trino scheme, which has no registered default)
			dsn: "trino://admin@trino-host:443/catalog/schema", // lookalike
		},
		{
			name: "presto with user and password",
			// Source: github.com/prestodb/presto-go-client/driver_test.go:45 (credentials: the row's name says it tries a user and password, beside rows with a user only and with none, rules 2b and 2d)
			dsn: "presto://user:pass@host:9090/cat/sch", // lookalike
		},
		{
			name: "presto minimal",
			dsn:  "presto://localhost",
		},
		{
			name: "invalid URL",
			// Source: github.com/prestodb/presto-go-client/driver_test.go:67 (sink: a URL with no scheme in a row named "invalid URL" that expects an error, rules 2a and 2b)
			dsn:     "://bad", // lookalike
			wantErr: true,
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			connector, err := NewConnector(tt.dsn)
			if tt.wantErr {
				assert.Error(t, err)
				assert.Nil(t, connector)
			} else {
				assert.NoError(t, err)
				assert.NotNil(t, connector)
			}
		})
	}
}

func newTestDB(t *testing.T, serverURL string) *sql.DB {
	t.Helper()
	// The mock server uses plain HTTP, so we use presto:// scheme
	// and strip the http:// prefix to build the DSN.
	host := serverURL[len("http://"):]
	// Source: github.com/prestodb/presto-go-client/driver_test.go:102 (hostjoin: the host:port of the test's own server, taken whole from its URL, nothing joined)
	dsn := "presto://" + host // lookalike
	db, err := sql.Open("presto", dsn)
	require.NoError(t, err)
	t.Cleanup(func() { db.Close() })
	return db
}
