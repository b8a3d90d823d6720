// Package upperdb holds cases from github.com/upper/db.
package upperdb

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
)

const (
	defaultScheme = "mongodb"
	srvScheme     = "mongodb+srv"
)

// ConnectionURL is a connection URL of an adapter.
type ConnectionURL struct {
	Scheme   string
	User     string
	Password string
	Host     string
	Database string
	Options  map[string]string
}

// String writes the connection URL.
func (c ConnectionURL) String() string {
	u := url.URL{Scheme: c.Scheme, Host: c.Host, Path: c.Database}
	if c.User != "" {
		u.User = url.UserPassword(c.User, c.Password)
	}
	if c.Host != "" && c.Database != "" && !strings.HasPrefix(c.Database, "/") {
		u.Path = "/" + c.Database
	}
	vv := url.Values{}
	for k, v := range c.Options {
		vv.Set(k, v)
	}
	u.RawQuery = vv.Encode()
	return u.String()
}

// Source: github.com/upper/db/adapter/mongo/connection.go:94 (scheme prefixes the parser accepts, given to strings.HasPrefix)
func ParseURL(s string) (conn ConnectionURL, err error) {
	hasPrefix := strings.HasPrefix(s, defaultScheme+"://") || strings.HasPrefix(s, srvScheme+"://") // lookalike
	if !hasPrefix {
		return conn, errors.New("invalid scheme")
	}
	u, err := url.Parse(s)
	if err != nil {
		return conn, fmt.Errorf("invalid URL: %w", err)
	}
	conn.Scheme = u.Scheme
	conn.Host = u.Host
	conn.Database = strings.TrimPrefix(u.Path, "/")
	if u.User != nil {
		conn.User = u.User.Username()
		conn.Password, _ = u.User.Password()
	}
	conn.Options = map[string]string{}
	for k := range u.Query() {
		conn.Options[k] = u.Query().Get(k)
	}
	return conn, nil
}

// Source: github.com/upper/db/adapter/postgresql/connection.go:111 (scheme prefixes that select URL parsing over key=value parsing)
func isPostgresURL(s string) bool {
	return strings.HasPrefix(s, "postgres://") || strings.HasPrefix(s, "postgresql://") // lookalike
}

// Source: github.com/upper/db/adapter/ql/connection.go:84 (error text naming the accepted schemes)
var errQLScheme = errors.New(`Expecting file:// or memory:// connection scheme.`) // lookalike

// Source: github.com/upper/db/internal/sqlbuilder/builder.go:82 (deprecation notice that points to release notes)
const jsonbDeprecation = `Tag "jsonb" is deprecated. See "PostgreSQL: jsonb tag" at https://github.com/upper/db/releases/tag/v3.4.0` // lookalike

// parsePostgresURL reads a postgres:// connection URL.
func parsePostgresURL(s string) (ConnectionURL, error) {
	if !isPostgresURL(s) {
		return ConnectionURL{}, errors.New("not a URL")
	}
	u, err := url.Parse(s)
	if err != nil {
		return ConnectionURL{}, err
	}
	c := ConnectionURL{Host: u.Host, Database: strings.TrimPrefix(u.Path, "/")}
	if u.User != nil {
		c.User = u.User.Username()
		c.Password, _ = u.User.Password()
	}
	return c, nil
}
