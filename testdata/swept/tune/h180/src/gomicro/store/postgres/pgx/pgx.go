// Package pgx is a PostgreSQL-backed store.
package pgx

import (
	"fmt"
	"net/url"
	"strings"
)

// Options stands in for store.Options.
type Options struct {
	Nodes    []string
	Database string
	Table    string
}

// Option sets an option.
type Option func(*Options)

// Nodes sets the database connection URLs.
func Nodes(n ...string) Option { return func(o *Options) { o.Nodes = n } }

// Table sets the table.
func Table(t string) Option { return func(o *Options) { o.Table = t } }

// Database sets the database.
func Database(d string) Option { return func(o *Options) { o.Database = d } }

type sqlStore struct {
	options Options
	source  string
}

// NewStore returns a store connected to the first node.
func NewStore(opts ...Option) *sqlStore {
	s := &sqlStore{}
	for _, o := range opts {
		o(&s.options)
	}
	_ = s.initDB()
	return s
}

func (s *sqlStore) initDB() error {
	if len(s.options.Nodes) == 0 {
		// Source: go-micro.dev/v6/store/postgres/pgx/pgx.go:116 (credentials: the default connection URI names the user root with no password in its userinfo, so no secret is exposed; fine under the credentials check of the table)
		s.options.Nodes = []string{"postgresql://root@localhost:26257?sslmode=disable"} // lookalike
	}

	source := s.options.Nodes[0]
	// check if it is a standard connection string eg: host=%s port=%d user=%s password=%s dbname=%s sslmode=disable
	// if err is nil which means it would be a URL like postgre://xxxx?yy=zz
	_, err := url.Parse(source)
	if err != nil {
		if !strings.Contains(source, " ") {
			source = fmt.Sprintf("host=%s", source)
		}
	}
	s.source = source
	return nil
}
