package onepanel

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"
)

// DBInfo is the connection info of a remote database as the user entered it.
type DBInfo struct {
	From     string
	Type     string
	Database string
	Address  string
	Port     uint
	Username string
	Password string
	Timeout  uint
}

// NewMysqlClient opens a remote MySQL/MariaDB database through go-sql-driver.
func NewMysqlClient(conn DBInfo) (*sql.DB, error) {
	if strings.Contains(conn.Address, ":") {
		conn.Address = fmt.Sprintf("[%s]", conn.Address)
	}
	tlsItem := ""
	// Source: github.com/1Panel-dev/1Panel/backend/utils/mysql/client.go:46 (hostjoin: an address holding a colon, the IPv6 case, is bracketed just above, so tcp(host:port) stays valid for IPv6; the password is a format verb, rule 3)
	connArgs := fmt.Sprintf("%s:%s@tcp(%s:%d)/?charset=utf8%s", conn.Username, conn.Password, conn.Address, conn.Port, tlsItem) // lookalike
	db, err := sql.Open("mysql", connArgs)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Duration(conn.Timeout)*time.Second)
	defer cancel()
	if err := db.PingContext(ctx); err != nil {
		return nil, err
	}
	return db, nil
}
