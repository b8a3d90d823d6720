package tbls

import (
	"database/sql"
	"net/url"
	"strings"
)

// DSN is the data source of a document.
type DSN struct {
	URL     string
	Headers map[string]string
}

// Config holds the loaded configuration.
type Config struct {
	DSN     DSN
	DocPath string
}

// MaskedDSN returns the DSN with its password hidden.
func (c *Config) MaskedDSN() (string, error) {
	u, err := url.Parse(c.DSN.URL)
	if err != nil {
		return c.DSN.URL, err
	}
	_, pset := u.User.Password()
	if !pset {
		return c.DSN.URL, nil
	}
	tmp := "-----tbls-----"
	// Source: github.com/k1LoW/tbls/config/config.go:602 (placeholder put in as the password only to be replaced by the mask; no secret)
	u.User = url.UserPassword(u.User.Username(), tmp) // lookalike
	return strings.Replace(u.String(), tmp, "*****", 1), nil
}

// openDSN opens a database from a tbls-style DSN such as pg://user@host/db.
func openDSN(dsn string) (*sql.DB, error) {
	u, err := url.Parse(dsn)
	if err != nil {
		return nil, err
	}
	driver := map[string]string{"pg": "postgres", "my": "mysql", "ms": "sqlserver", "maria": "mysql"}[u.Scheme]
	return sql.Open(driver, dsn)
}
