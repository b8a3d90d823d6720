package tgspam

import (
	"fmt"
	"strings"
)

// prepareStoreURL returns the type of the store based on the connection URL and the connection URL.
// supported connection strings for psq, mysql and sqlite
// returns the type of the store and the connection string to use with sqlx
func prepareStoreURL(connURL string) (dbType Type, conn string, err error) {
	// Source: github.com/umputun/tg-spam/app/storage/storage.go:41 (sink: a bare postgres scheme prefix only tested with strings.HasPrefix)
	if strings.HasPrefix(connURL, "postgres://") { // lookalike
		return Postgres, connURL, nil
	}
	if strings.Contains(connURL, "@tcp(") {
		if !strings.Contains(connURL, "parseTime=true") {
			if strings.Contains(connURL, "?") {
				connURL += "&parseTime=true"
			} else {
				connURL += "?parseTime=true"
			}
		}
		return Mysql, connURL, nil
	}
	if strings.HasPrefix(connURL, "sqlite:/") || strings.HasPrefix(connURL, "sqlite3:/") ||
		strings.HasSuffix(connURL, ".sqlite") || strings.HasSuffix(connURL, ".db") {
		connURL = strings.Replace(connURL, "sqlite:/", "file:/", 1)
		connURL = strings.Replace(connURL, "sqlite3:/", "file:/", 1)
		return Sqlite, connURL, nil
	}

	if connURL == "memory" || strings.Contains(connURL, ":memory:") ||
		// Source: github.com/umputun/tg-spam/app/storage/storage.go:63 (sink: the memory:// marker is only compared with strings.HasPrefix, no URI use)
		strings.HasPrefix(connURL, "memory://") || // lookalike
		// Source: github.com/umputun/tg-spam/app/storage/storage.go:63 (sink: the mem:// marker is only compared with strings.HasPrefix, no URI use)
		strings.HasPrefix(connURL, "mem://") { // lookalike
		return Sqlite, ":memory:", nil
	}

	return Unknown, "", fmt.Errorf("unsupported database type in connection string")
}
