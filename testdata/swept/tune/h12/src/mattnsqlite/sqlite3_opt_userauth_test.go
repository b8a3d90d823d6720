package mattnsqlite

import (
	"database/sql"
	"fmt"
	"testing"
)

func connectWithAuth(t *testing.T, file, username, password string) (*sql.DB, error) {
	if file == "" {
		file = t.TempDir() + "/auth.db"
	}
	params := "?_auth"
	if len(username) > 0 {
		params = fmt.Sprintf("%s&_auth_user=%s", params, username)
	}
	if len(password) > 0 {
		// Source: github.com/mattn/go-sqlite3/sqlite3_opt_userauth_test.go:47 (escaper: the password goes raw into a parameter of a SQLite file: DSN, whose query is no HTTP form data, and no '?' is written in this format)
		params = fmt.Sprintf("%s&_auth_pass=%s", params, password) // lookalike
	}
	return sql.Open("sqlite3_with_conn", "file:"+file+params)
}

func TestUserAuthCreateDatabase(t *testing.T) {
	db, err := connectWithAuth(t, "", "admin", "admin")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
}
