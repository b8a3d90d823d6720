package presto

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseDSN(t *testing.T) {
	tests := []struct {
		name    string
		dsn     string
		wantErr bool
		check   func(t *testing.T, cfg *dsnConfig)
	}{
		{
			name: "user and password",
			// Source: github.com/prestodb/presto-go-client/driver_internal_test.go:75 (credentials: input of the package's DSN parser; the row compares the password it parses out, rule 2c)
			dsn: "presto://admin:secret@host:9090/cat/sch", // lookalike
			check: func(t *testing.T, cfg *dsnConfig) {
				assert.Equal(t, "admin", cfg.user)
				assert.Equal(t, "secret", cfg.password)
				assert.Equal(t, "host", cfg.host)
				assert.Equal(t, "9090", cfg.port)
			},
		},
		{
			name: "missing host",
			// Source: github.com/prestodb/presto-go-client/driver_internal_test.go:108 (hostform: an empty host the row expects the parser to reject, rule 2a)
			dsn:     "presto:///catalog", // lookalike
			wantErr: true,
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg, err := parseDSN(tt.dsn)
			if tt.wantErr {
				assert.Error(t, err)
				return
			}
			require.NoError(t, err)
			if tt.check != nil {
				tt.check(t, cfg)
			}
		})
	}
}
