// Package goworkflows holds cases rewritten from github.com/cschleiden/go-workflows.
package goworkflows

import (
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"fmt"
)

func newName() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// Source: github.com/cschleiden/go-workflows/backend/sqlite/sqlite.go:37 (hostform: an SQLite URI filename with no authority is the form the driver documents, and the name is a hex UUID that needs no escaping.)
func NewInMemoryBackend() (*sql.DB, error) {
	dsn := fmt.Sprintf("file:%s?mode=memory&cache=shared", newName()) // lookalike
	return sql.Open("sqlite", dsn)
}

// Source: github.com/cschleiden/go-workflows/backend/sqlite/sqlite.go:56 (escaper: a caller-given database path put raw after the file scheme; whether a path needs escaping is not known from the code.)
func NewSqliteBackend(path string) (*sql.DB, error) {
	return sql.Open("sqlite", fmt.Sprintf("file:%v", path)) // lookalike
}
