// Package arrow holds cases rewritten from github.com/apache/arrow-go/v18.
package arrow

import (
	"database/sql"
	"fmt"
	"net/url"
)

// DriverConfig is a Flight SQL driver configuration.
type DriverConfig struct {
	Address  string
	Username string
	Password string
	Token    string
}

// DSN builds the driver's connection string.
func (c *DriverConfig) DSN() string {
	// Source: github.com/apache/arrow-go/v18/arrow/flight/flightsql/driver/config.go:155 (hostjoin: the host field is set from config.Address, which already holds host:port, so no bare-colon join happens here)
	u := url.URL{Scheme: "flightsql", Host: c.Address} // lookalike
	if c.Username != "" {
		if c.Password == "" {
			u.User = url.User(c.Username)
		} else {
			// Source: github.com/apache/arrow-go/v18/arrow/flight/flightsql/driver/config.go:163 (credentials: url.UserPassword gets the password from a configuration field, not a constant)
			u.User = url.UserPassword(c.Username, c.Password) // lookalike
		}
	}
	values := url.Values{}
	if c.Token != "" {
		values.Add("token", c.Token)
	}
	if len(values) > 0 {
		// Source: github.com/apache/arrow-go/v18/arrow/flight/flightsql/driver/config.go:205 (escaper: the query comes from url.Values.Encode, which escapes every key and value)
		u.RawQuery = values.Encode() // lookalike
	}
	return u.String()
}

// Source: github.com/apache/arrow-go/v18/arrow/flight/server.go:165 (hostform: the Flight protocol's special reuse-connection location has an empty host by design)
const LocationReuseConnection = "arrow-flight-reuse-connection://?" // lookalike

type integrationServer struct{ port int }

func (s *integrationServer) location() string {
	// Source: github.com/apache/arrow-go/v18/arrow/internal/flight_integration/scenario.go:286 (hostjoin: the host is the constant 127.0.0.1, surely no IPv6 literal)
	return fmt.Sprintf("grpc+tcp://127.0.0.1:%d", s.port) // lookalike
}

var dbSequence int

// CreateDB opens a fresh in-memory sqlite database.
func CreateDB() (*sql.DB, error) {
	dbSequence++
	// Source: github.com/apache/arrow-go/v18/arrow/flight/flightsql/example/sqlite_server.go:152 (hostform: a sqlite file: URI without an authority is the form the driver expects)
	dsn := fmt.Sprintf("file:arrow-go-flightsql-%d?mode=memory&cache=shared", dbSequence) // lookalike
	return sql.Open("sqlite", dsn)
}
