package temporal

import (
	"fmt"
	"net/url"
	"os"
)

// SQL is the persistence configuration read from the config file.
type SQL struct {
	User         string
	Password     string
	PasswordFile string
	ConnectAddr  string
	DatabaseName string
}

func (c *SQL) ResolvePassword() (string, error) {
	if c.PasswordFile != "" {
		b, err := os.ReadFile(c.PasswordFile)
		return string(b), err
	}
	return c.Password, nil
}

// Source: github.com/temporalio/temporal/common/persistence/sql/sqlplugin/postgresql/session/session.go:17 (the DSN format has verbs for user and password, filled from the configuration and a password file)
const dsnFmt = "postgres://%v:%v@%v/%v?%v" // lookalike

func buildDSN(cfg *SQL) (string, error) {
	password, err := cfg.ResolvePassword()
	if err != nil {
		return "", err
	}
	attrs := url.Values{"sslmode": {"disable"}}
	// Source: github.com/temporalio/temporal/common/persistence/sql/sqlplugin/postgresql/session/session.go, buildDSN (escaper: url.QueryEscape writes a space in the password as "+", which a userinfo keeps as "+" (RFC 3986 §3.2.1))
	return fmt.Sprintf(dsnFmt, cfg.User, url.QueryEscape(password), cfg.ConnectAddr, cfg.DatabaseName, attrs.Encode()), nil // defect escaper
}

func DSN(cfg *SQL) (string, error) { return buildDSN(cfg) }
