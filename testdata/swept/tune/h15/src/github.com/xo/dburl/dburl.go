// Package dburl is a stub of github.com/xo/dburl.
package dburl

import "database/sql"

func Open(urlstr string) (*sql.DB, error) { return sql.Open("sqlserver", urlstr) }
