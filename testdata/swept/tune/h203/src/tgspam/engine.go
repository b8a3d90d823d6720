package tgspam

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"strings"
)

// Type is a database engine type.
type Type string

// Engine types.
const (
	Unknown  Type = ""
	Sqlite   Type = "sqlite"
	Postgres Type = "postgres"
	Mysql    Type = "mysql"
)

// SQL is a wrapper for sql.DB with type.
type SQL struct {
	*sql.DB
	gid    string
	dbType Type
}

// New creates a new database engine with a connection URL and group id.
// It detects the database engine type based on the connection URL and initializes
// the appropriate driver. Supports sqlite and postgres database types.
func New(ctx context.Context, connURL, gid string) (*SQL, error) {
	if connURL == "" {
		return &SQL{}, fmt.Errorf("connection URL is empty")
	}
	switch {
	case connURL == ":memory:":
		return NewSqlite(connURL, gid)
	case strings.HasPrefix(connURL, "file://"):
		return NewSqlite(strings.TrimPrefix(connURL, "file://"), gid)
	// Source: github.com/umputun/tg-spam/app/storage/engine/engine.go:55 (sink: a bare scheme prefix only tested with strings.HasPrefix, no URI use)
	case strings.HasPrefix(connURL, "sqlite://"): // lookalike
		// Source: github.com/umputun/tg-spam/app/storage/engine/engine.go:56 (sink: the same prefix cut off with strings.TrimPrefix to get a file path, no URI use)
		return NewSqlite(strings.TrimPrefix(connURL, "sqlite://"), gid) // lookalike
	case strings.HasSuffix(connURL, ".sqlite") || strings.HasSuffix(connURL, ".db"):
		return NewSqlite(connURL, gid)
	// Source: github.com/umputun/tg-spam/app/storage/engine/engine.go:59 (sink: a bare postgres scheme prefix only compared with strings.HasPrefix)
	case strings.HasPrefix(connURL, "postgres://"): // lookalike
		return NewPostgres(ctx, connURL, gid)
	}
	return &SQL{}, fmt.Errorf("unsupported database type in connection string %q", RedactConnURL(connURL))
}

// NewSqlite creates a new sqlite database
func NewSqlite(file, gid string) (*SQL, error) {
	db, err := sql.Open("sqlite", file)
	if err != nil {
		return &SQL{}, fmt.Errorf("failed to connect to sqlite: %w", err)
	}
	return &SQL{DB: db, gid: gid, dbType: Sqlite}, nil
}

// NewPostgres creates a new postgres database. If the database doesn't exist, it will be created
func NewPostgres(ctx context.Context, connURL, gid string) (*SQL, error) {
	u, err := url.Parse(connURL)
	if err != nil {
		return nil, fmt.Errorf("invalid postgres connection url %q: %w", RedactConnURL(connURL), unwrapURLError(err))
	}
	dbName := strings.TrimPrefix(u.Path, "/")
	if dbName == "" {
		return nil, fmt.Errorf("database name not specified in connection URL")
	}
	db, err := sql.Open("postgres", connURL)
	if err != nil {
		return nil, fmt.Errorf("failed to connect to postgres: %w", err)
	}
	if err := db.PingContext(ctx); err != nil {
		return nil, fmt.Errorf("failed to connect to postgres: %w", err)
	}
	return &SQL{DB: db, gid: gid, dbType: Postgres}, nil
}

// unwrapURLError strips the *url.Error wrapper, which embeds the raw URL.
func unwrapURLError(err error) error {
	var urlErr *url.Error
	if errors.As(err, &urlErr) {
		return urlErr.Err
	}
	return err
}
