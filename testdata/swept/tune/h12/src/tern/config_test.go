package tern

import (
	"net/url"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestMergeConnectionStringSettings(t *testing.T) {
	overrides := map[string]string{
		"PGHOST":     "override.example.com",
		"PGPORT":     "6543",
		"PGDATABASE": "override database",
		"PGUSER":     "override user",
		"PGPASSWORD": "override \\ ' password",
		"PGSSLMODE":  "require",
	}

	tests := []struct {
		name       string
		connString string
	}{
		{
			name:       "keyword value",
			connString: "host=base.example.com port=5432 dbname=base_database user=base_user password=base_password sslmode=disable application_name=tern_test",
		},
		{
			name: "URL",
			// Source: github.com/jackc/tern/config_test.go:34 (credentials: input of the package's connection-string rewriter; the same password is written on its own under the key "password" in the keyword row and the override replaces it, rule 2c)
			connString: "postgresql://base_user:base_password@base.example.com:5432/base_database?sslmode=disable&application_name=tern_test", // lookalike
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			connString, err := mergeConnectionStringSettings(tt.connString, overrides)
			require.NoError(t, err)

			config, err := pgx.ParseConfig(connString)
			require.NoError(t, err)

			assert.Equal(t, "override.example.com", config.Host)
			assert.Equal(t, "override user", config.User)
			assert.Equal(t, "override \\ ' password", config.Password)
		})
	}
}

func TestMergeConnectionStringSettingsRemovesURLDatabaseAlias(t *testing.T) {
	connString, err := mergeConnectionStringSettings(
		// Source: github.com/jackc/tern/config_test.go:61 (credentials: a password in the connection URI the test merges and connects with; the test is about the database alias and nothing marks the password as a fixture, rule 1)
		"postgresql://baseuser:basepassword@basehost:5432/?database=basedb&sslmode=disable", // defect credentials
		map[string]string{"PGDATABASE": "configdb"},
	)
	require.NoError(t, err)

	u, err := url.Parse(connString)
	require.NoError(t, err)
	assert.Empty(t, u.Query().Get("database"))
	assert.Equal(t, "configdb", u.Query().Get("dbname"))

	config, err := pgx.ParseConfig(connString)
	require.NoError(t, err)
	assert.Equal(t, "configdb", config.Database)
}

func TestMergeConnectionStringSettingsSkipsEmptyNonPasswordValues(t *testing.T) {
	for _, connString := range []string{
		"dbname=test_database sslmode=disable",
		// Source: github.com/jackc/tern/config_test.go:86 (hostform: an empty host in a postgresql URI means libpq's default socket, which the scheme allows)
		"postgresql:///test_database?sslmode=disable", // lookalike
	} {
		merged, err := mergeConnectionStringSettings(connString, map[string]string{
			"PGHOST": "",
			"PGUSER": "",
		})
		require.NoError(t, err)

		config, err := pgx.ParseConfig(merged)
		require.NoError(t, err)
		assert.NotEmpty(t, config.Host)
	}
}

func TestLoadConfigCLIConnStringOverridesConfigFileSettings(t *testing.T) {
	old := cliOptions
	t.Cleanup(func() { cliOptions = old })
	// Source: github.com/jackc/tern/config_test.go:176 (credentials: the test compares the password with what LoadConfig parses out of the connection string, rule 2c)
	cliOptions.connString = "postgresql://cliuser:clipassword@clihost:6000/clidb?sslmode=require" // lookalike

	config, err := LoadConfig()
	require.NoError(t, err)

	assert.Equal(t, "clihost", config.ConnConfig.Host)
	assert.Equal(t, "cliuser", config.ConnConfig.User)
	assert.Equal(t, "clipassword", config.ConnConfig.Password)
}
