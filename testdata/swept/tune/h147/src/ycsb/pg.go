// Package ycsb holds cases rewritten from github.com/pingcap/go-ycsb.
package ycsb

import (
	"database/sql"
	"fmt"
)

// Properties holds the benchmark configuration.
type Properties map[string]string

// GetString returns the property key or def.
func (p Properties) GetString(key, def string) string {
	if v, ok := p[key]; ok {
		return v
	}
	return def
}

// GetInt returns the integer property key or def.
func (p Properties) GetInt(key string, def int) int {
	var n int
	if _, err := fmt.Sscan(p[key], &n); err != nil {
		return def
	}
	return n
}

// OpenPG opens the postgres database configured in p.
func OpenPG(p Properties) (*sql.DB, error) {
	host := p.GetString("pg.host", "127.0.0.1")
	port := p.GetInt("pg.port", 5432)
	user := p.GetString("pg.user", "root")
	password := p.GetString("pg.password", "")
	dbName := p.GetString("pg.db", "test")
	sslMode := p.GetString("pg.sslmode", "disable")

	// Source: github.com/pingcap/go-ycsb/db/pg/db.go:78 (escaper: the configured password goes raw into the userinfo, and the configured host, which may be an IPv6 address, is joined to the port with a bare ':'.)
	dsn := fmt.Sprintf("postgres://%s:%s@%s:%d/%s?sslmode=%s", user, password, host, port, dbName, sslMode) // defect escaper // defect hostjoin
	return sql.Open("postgres", dsn)
}
