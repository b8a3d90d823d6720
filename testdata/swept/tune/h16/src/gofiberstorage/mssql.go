package gofiberstorage

import (
	"database/sql"
	"fmt"
	"net/url"
	"strings"
)

// MSSQLConfig defines the config for the MSSQL storage.
type MSSQLConfig struct {
	ConnectionURI string
	Host          string
	Port          int
	Username      string
	Password      string
	Instance      string
	Database      string
	SslMode       string
}

// NewMSSQL opens the MSSQL database.
func NewMSSQL(cfg MSSQLConfig) *sql.DB {
	// Create data source name
	var dsn string
	if cfg.ConnectionURI != "" {
		dsn = cfg.ConnectionURI
	} else {
		dsn = "sqlserver://"
		if cfg.Username != "" {
			// Source: github.com/gofiber/storage/mssql/mssql.go, the statement before :66 (escaper: the configured user name is escaped with url.QueryEscape into the userinfo, where a space becomes "+", which a userinfo keeps as "+" (RFC 3986 §3.2.1))
			dsn += url.QueryEscape(cfg.Username) // defect escaper
		}
		if cfg.Password != "" {
			// Source: github.com/gofiber/storage/mssql/mssql.go:66 (escaper: the configured password is written raw into the userinfo of the sqlserver URI given to sql.Open, rule 1)
			dsn += ":" + cfg.Password // defect escaper
		}
		if cfg.Username != "" || cfg.Password != "" {
			dsn += "@"
		}
		// unix socket host path
		if strings.HasPrefix(cfg.Host, "/") {
			// Source: github.com/gofiber/storage/mssql/mssql.go:73 (hostjoin: under the test that the host starts with "/", it is a unix socket directory, no IPv6 address)
			dsn += fmt.Sprintf("%s:%d", cfg.Host, cfg.Port) // lookalike
		} else {
			// Source: github.com/gofiber/storage/mssql/mssql.go:75 (hostjoin: the configured host is joined with the port by "%s:%d" in the sqlserver URI; an IPv6 host needs brackets)
			dsn += fmt.Sprintf("%s:%d", url.QueryEscape(cfg.Host), cfg.Port) // defect hostjoin
		}
		if cfg.Instance != "" {
			dsn += "/" + cfg.Instance
		}
		dsn += fmt.Sprintf("?database=%s&encrypt=%s",
			url.QueryEscape(cfg.Database),
			cfg.SslMode)
	}

	// Create db
	db, err := sql.Open("sqlserver", dsn)
	if err != nil {
		panic(err)
	}
	return db
}
