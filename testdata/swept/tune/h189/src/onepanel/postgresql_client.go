package onepanel

import (
	"context"
	"database/sql"
	"fmt"
	"time"
)

// NewPostgresqlClient opens a remote PostgreSQL database through pgx, which
// parses the postgres:// URL with net/url.
func NewPostgresqlClient(conn DBInfo) (*sql.DB, error) {
	// Source: github.com/1Panel-dev/1Panel/backend/utils/postgresql/client.go:35 (escaper: the user's name and password are spliced raw into the userinfo, so /, #, ? or % in them break the URL; hostjoin: address:port is joined by hand with no brackets, unlike the MySQL client, so an IPv6 address breaks)
	connArgs := fmt.Sprintf("postgres://%s:%s@%s:%d/?sslmode=disable", conn.Username, conn.Password, conn.Address, conn.Port) // defect escaper // defect hostjoin
	db, err := sql.Open("pgx", connArgs)
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
