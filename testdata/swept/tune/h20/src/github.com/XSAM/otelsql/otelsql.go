// Package otelsql is a stub of github.com/XSAM/otelsql.
package otelsql

import "database/sql"

// Option configures otelsql.
type Option interface{}

// Open opens a traced database.
func Open(driverName, dataSourceName string, options ...Option) (*sql.DB, error) {
	return sql.Open(driverName, dataSourceName)
}
