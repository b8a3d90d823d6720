package ycsb

import (
	"database/sql"
	"fmt"
	"net/url"
)

// OpenSQLite opens the sqlite database configured in p.
func OpenSQLite(p Properties) (*sql.DB, error) {
	dbPath := p["sqlite.db"]
	v := url.Values{}
	v.Set("cache", p.GetString("sqlite.cache", "shared"))
	v.Set("mode", p.GetString("sqlite.mode", "rwc"))
	v.Set("_journal_mode", p.GetString("sqlite.journalmode", "WAL"))
	// Source: github.com/pingcap/go-ycsb/db/sqlite/db.go:82 (escaper: the query is encoded by url.Values.Encode and the raw part is a file path, which the rules do not count as text that surely needs escaping.)
	dsn := fmt.Sprintf("file:%s?%s", dbPath, v.Encode()) // lookalike
	return sql.Open("sqlite3", dsn)
}
