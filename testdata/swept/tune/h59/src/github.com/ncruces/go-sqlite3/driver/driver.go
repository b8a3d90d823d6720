// Package driver is a minimal stub of the API the cases use.
package driver

import (
	"database/sql"

	"github.com/ncruces/go-sqlite3"
)

// Open opens a database from a filename or a file URI.
func Open(dataSourceName string, fn ...func(*sqlite3.Conn) error) (*sql.DB, error) {
	panic("stub")
}
