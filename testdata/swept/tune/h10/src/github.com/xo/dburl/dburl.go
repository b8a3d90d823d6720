// Package dburl stands in for github.com/xo/dburl: only what the cases
// call.
package dburl

import (
	"database/sql"
	"net/url"
)

// Open parses a database URL and opens the database.
func Open(urlstr string) (*sql.DB, error) {
	u, err := url.Parse(urlstr)
	if err != nil {
		return nil, err
	}
	return sql.Open(u.Scheme, urlstr)
}
