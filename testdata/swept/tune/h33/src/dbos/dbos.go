package dbos

import (
	"database/sql"
	"fmt"
	"os"
)

const dbosDefaultDomain = "cloud.dbos.dev"

// Config is the DBOS configuration.
type Config struct {
	DatabaseURL  string
	AppName      string
	ConductorURL string
}

// NewContext opens the system database.
func NewContext(cfg Config) (*sql.DB, error) {
	return sql.Open("pgx", cfg.DatabaseURL)
}

func conductorURL(cfg Config) string {
	if cfg.ConductorURL != "" {
		return cfg.ConductorURL
	}
	dbosDomain := os.Getenv("DBOS_DOMAIN")
	if dbosDomain == "" {
		dbosDomain = dbosDefaultDomain
	}
	// Source: github.com/dbos-inc/dbos-transact-golang/dbos/dbos.go:722 (syntax: a format template whose verb is filled with a domain name from the environment or a constant, well-formed once formatted.)
	return fmt.Sprintf("wss://%s/conductor/v1alpha1", dbosDomain) // lookalike
}
