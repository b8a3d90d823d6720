// Package mattnsqlite holds cases swept from github.com/mattn/go-sqlite3.
package mattnsqlite

import (
	"errors"
	"net/url"
	"strings"
)

// SQLiteConn is a connection.
type SQLiteConn struct{ name string }

// Close closes the connection.
func (c *SQLiteConn) Close() error { return nil }

// SQLiteDriver opens connections.
type SQLiteDriver struct{}

// Open opens a connection to the database named by dsn.
func (d *SQLiteDriver) Open(dsn string) (*SQLiteConn, error) {
	pos := strings.IndexRune(dsn, '?')
	if pos >= 1 {
		params, err := url.ParseQuery(dsn[pos+1:])
		if err != nil {
			return nil, err
		}
		if params.Get("_txlock") == "bogus" {
			return nil, errors.New("invalid _txlock")
		}
		// Source: github.com/mattn/go-sqlite3/sqlite3.go:1569 (sink: a scheme prefix given to strings.HasPrefix, no URI)
		if !strings.HasPrefix(dsn, "file:") { // lookalike
			dsn = dsn[:pos]
		}
	}
	return &SQLiteConn{name: dsn}, nil
}
