// Package vertica stands for github.com/vertica/vertica-sql-go, a database/sql driver.
package vertica

import (
	"database/sql"
	"database/sql/driver"
	"errors"
)

type verticaDriver struct{}

func (d *verticaDriver) Open(connString string) (driver.Conn, error) {
	return nil, errors.New("not connected")
}

func init() {
	sql.Register("vertica", &verticaDriver{})
}
