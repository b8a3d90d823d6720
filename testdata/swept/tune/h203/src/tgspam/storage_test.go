package tgspam

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPrepareStoreURL(t *testing.T) {
	tests := []struct {
		name     string
		connURL  string
		wantType Type
		wantConn string
		wantErr  bool
	}{
		{
			name: "memory url",
			// Source: github.com/umputun/tg-spam/app/storage/storage_test.go:135 (sink: memory:// is the in-memory marker prepareStoreURL accepts by prefix, so no host is needed)
			connURL:  "memory://", // lookalike
			wantType: Sqlite,
			wantConn: ":memory:",
		},
		{
			name: "mem url",
			// Source: github.com/umputun/tg-spam/app/storage/storage_test.go:142 (sink: the mem:// marker the function matches by prefix and maps to :memory:, no host needed)
			connURL:  "mem://", // lookalike
			wantType: Sqlite,
			wantConn: ":memory:",
		},
		{
			name: "postgres url",
			// Source: github.com/umputun/tg-spam/app/storage/storage_test.go:156 (credentials: a postgres connection URI with the literal password pass as working input; the store-type detector does not handle passwords, so rule 2c does not apply and rule 1 holds)
			connURL:  "postgres://user:pass@host:5432/db", // defect credentials
			wantType: Postgres,
			// Source: github.com/umputun/tg-spam/app/storage/storage_test.go:158 (credentials: the expected connection string of the code that prepares store URLs, holding the same literal password, rule 1)
			wantConn: "postgres://user:pass@host:5432/db", // defect credentials
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			gotType, gotConn, err := prepareStoreURL(tt.connURL)
			if tt.wantErr {
				require.Error(t, err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.wantType, gotType)
			assert.Equal(t, tt.wantConn, gotConn)
		})
	}
}
