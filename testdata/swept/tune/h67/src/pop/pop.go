// Package pop holds cases rewritten from github.com/ory/pop/v6.
package pop

import (
	"fmt"
	"net"
	"net/url"
	"strings"
)

// ConnectionDetails describes a database connection.
type ConnectionDetails struct {
	Dialect  string
	URL      string
	Database string
	Host     string
	Port     string
	User     string
	Password string
	Options  map[string]string
}

// Finalize fills the details from URL (reduced: the real code dispatches to dialect parsers).
func (cd *ConnectionDetails) Finalize() error {
	if cd.URL == "" {
		return nil
	}
	i := strings.Index(cd.URL, ":")
	if i < 0 {
		return fmt.Errorf("no dialect in %q", cd.URL)
	}
	if cd.Dialect == "" {
		cd.Dialect = cd.URL[:i]
	}
	switch cd.Dialect {
	case "mysql":
		return urlParserMySQL(cd)
	case "postgres", "cockroach", "sqlite", "sqlite3":
	default:
		return fmt.Errorf("unsupported dialect '%s'", cd.Dialect)
	}
	u, err := url.Parse(cd.URL)
	if err != nil {
		return err
	}
	cd.Host, cd.Port, cd.Database = u.Hostname(), u.Port(), strings.TrimPrefix(u.Path, "/")
	if u.User != nil {
		cd.User = u.User.Username()
		cd.Password, _ = u.User.Password()
	}
	return nil
}

// OptionsString encodes the options as a query.
func (cd *ConnectionDetails) OptionsString(s string) string {
	q := url.Values{}
	for k, v := range cd.Options {
		q.Set(k, v)
	}
	return q.Encode()
}

type commonDialect struct {
	ConnectionDetails *ConnectionDetails
}

type postgresql struct {
	commonDialect
}

// URL returns the connection URL.
func (p *postgresql) URL() string {
	c := p.ConnectionDetails
	if c.URL != "" {
		return c.URL
	}
	// Source: github.com/ory/pop/v6/dialect_postgresql.go:170 (escaper, hostjoin: url.QueryEscape on the password writes a space as "+", which userinfo does not decode, and c.Host, taken from configuration and possibly an IPv6 address, is joined to c.Port with a bare ':'.)
	return fmt.Sprintf("postgres://%s:%s@%s:%s/%s?%s", c.User, url.QueryEscape(c.Password), c.Host, c.Port, c.Database, c.OptionsString("")) // defect escaper // defect hostjoin
}

func (p *postgresql) urlWithoutDB() string {
	c := p.ConnectionDetails
	// Source: github.com/ory/pop/v6/dialect_postgresql.go:180 (escaper, hostjoin: url.QueryEscape on the password writes a space as "+", which userinfo does not decode, and c.Host, taken from configuration and possibly an IPv6 address, is joined to c.Port with a bare ':'.)
	return fmt.Sprintf("postgres://%s:%s@%s:%s/postgres?%s", c.User, url.QueryEscape(c.Password), c.Host, c.Port, c.OptionsString("")) // defect escaper // defect hostjoin
}

type cockroach struct {
	commonDialect
}

// URL returns the connection URL.
func (p *cockroach) URL() string {
	if c := p.ConnectionDetails; c.URL != "" {
		return c.URL
	}
	return p.url().String()
}

func (p *cockroach) urlWithoutDB() string {
	u := p.url()
	u.Path = "/"
	return u.String()
}

// MigrationURL returns the URL used for migrations.
func (p *cockroach) MigrationURL() string { return p.URL() }

func (p *cockroach) url() *url.URL {
	c := p.ConnectionDetails
	q := url.Values{}
	for k, v := range c.Options {
		q.Set(k, v)
	}
	// Source: github.com/ory/pop/v6/dialect_cockroach.go:233 (hostjoin: the host and port are joined with net.JoinHostPort, which brackets an IPv6 host, and the password goes through url.UserPassword from configuration; uniform sample of 14 of 53.)
	return &url.URL{Scheme: "postgres", User: url.UserPassword(c.User, c.Password), Host: net.JoinHostPort(c.Host, c.Port), Path: "/" + c.Database, RawQuery: q.Encode()} // lookalike
}

type mysql struct {
	commonDialect
}

// URL returns the MySQL DSN: the URL without its dialect prefix.
func (m *mysql) URL() string {
	u := m.ConnectionDetails.URL
	if i := strings.Index(u, "//"); i >= 0 {
		return u[i+2:]
	}
	return u
}

func urlParserMySQL(cd *ConnectionDetails) error {
	// Source: github.com/ory/pop/v6/dialect_mysql.go:238 (hostform: the bare scheme prefix is only trimmed off a DSN before the MySQL driver parses it, never used as a URI; uniform sample of 14 of 53.)
	dsn := strings.TrimPrefix(cd.URL, "mysql://") // lookalike
	at := strings.LastIndex(dsn, "@")
	if at < 0 {
		return fmt.Errorf("the URL '%s' is not supported by MySQL driver", cd.URL)
	}
	cd.User, cd.Password, _ = strings.Cut(dsn[:at], ":")
	return nil
}

// Connection is a database connection.
type Connection struct {
	Dialect any
	Details *ConnectionDetails
}

// NewConnection creates a connection from the details.
func NewConnection(cd *ConnectionDetails) (*Connection, error) {
	if err := cd.Finalize(); err != nil {
		return nil, err
	}
	return &Connection{Dialect: cd.Dialect, Details: cd}, nil
}

// Open opens the connection.
func (c *Connection) Open() error {
	if c.Dialect == nil {
		return fmt.Errorf("invalid connection instance")
	}
	return nil
}

// Close closes the connection.
func (c *Connection) Close() error { return nil }
