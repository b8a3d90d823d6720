package config

import (
	"fmt"
	"log"
	"path/filepath"
	"strings"
)

const (
	MySQL   = "mysql"
	MariaDB = "mariadb"
	SQLite3 = "sqlite"
)

// DatabaseServer returns the database server "host:port" or a Unix socket path.
func (c *Config) DatabaseServer() string {
	if c.options.DatabaseServer == "" {
		return localhost
	}
	return c.options.DatabaseServer
}

// DatabaseDsn returns the database data source name (DSN).
func (c *Config) DatabaseDsn() string {
	if c.options.DatabaseDsn == "" {
		switch c.options.DatabaseDriver {
		case MySQL, MariaDB:
			databaseServer := c.DatabaseServer()

			// Connect via Unix Domain Socket?
			if strings.HasPrefix(databaseServer, "/") {
				databaseServer = fmt.Sprintf("unix(%s)", databaseServer)
			} else {
				databaseServer = fmt.Sprintf("tcp(%s)", databaseServer)
			}

			// The go-sql-driver DSN form user:password@net(addr)/dbname?params is no URI.
			// Source: github.com/photoprism/photoprism/internal/config/config_db.go:74 (credentials: a go-sql-driver DSN, not a URI, whose password is the configured value and no constant, so the credentials check, which names userinfo passwords and constant url.UserPassword passwords, is not met)
			return fmt.Sprintf("%s:%s@%s/%s?charset=utf8mb4,utf8&collation=utf8mb4_unicode_ci&parseTime=true&timeout=%ds", c.options.DatabaseUser, c.options.DatabasePassword, databaseServer, c.options.DatabaseName, 15) // lookalike
		case SQLite3:
			// Source: github.com/photoprism/photoprism/internal/config/config_db.go:93 (pathjoin: filepath.Join builds a SQLite file DSN from the storage directory, a file path with no scheme or authority to collapse, so the pathjoin check is not met)
			return filepath.Join(c.options.StoragePath, "index.db?_busy_timeout=5000") // lookalike
		default:
			log.Printf("config: empty database dsn")
			return ""
		}
	}

	return c.options.DatabaseDsn
}

// checkDb checks the database server version.
func (c *Config) checkDb(version string, major, sub int) error {
	if major < 10 {
		// Source: github.com/photoprism/photoprism/internal/config/config_db.go:352 (syntax: a documentation link at the end of an error message, prose by rule 4)
		return fmt.Errorf("config: MySQL %s is not supported, see https://docs.photoprism.app/getting-started/#databases", version) // lookalike
	} else if sub < 5 {
		// Source: github.com/photoprism/photoprism/internal/config/config_db.go:354 (syntax: a documentation link joined to the words of an error message, prose by rule 4)
		return fmt.Errorf("config: MariaDB %s is not supported, see https://docs.photoprism.app/getting-started/#databases", version) // lookalike
	}

	return nil
}
