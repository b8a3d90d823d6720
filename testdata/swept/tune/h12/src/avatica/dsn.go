// Package avatica holds cases swept from github.com/apache/calcite-avatica-go.
package avatica

import (
	"fmt"
	"net/url"
	"strconv"
	"time"
)

// Config is a parsed DSN.
type Config struct {
	endpoint     string
	maxRowsTotal int64
	location     *time.Location
	user         string
	password     string
	principal    string
}

// ParseDSN parses a DSN string to a Config.
func ParseDSN(dsn string) (*Config, error) {
	conf := &Config{maxRowsTotal: -1, location: time.UTC}
	parsed, err := url.ParseRequestURI(dsn)
	if err != nil {
		return nil, fmt.Errorf("unable to parse DSN: %w", err)
	}
	queries := parsed.Query()
	if v := queries.Get("maxRowsTotal"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			return nil, fmt.Errorf("invalid value for maxRowsTotal: %w", err)
		}
		conf.maxRowsTotal = int64(n)
	}
	if v := queries.Get("location"); v != "" {
		loc, err := time.LoadLocation(v)
		if err != nil {
			return nil, fmt.Errorf("invalid value for location: %w", err)
		}
		conf.location = loc
	}
	conf.user = queries.Get("avaticaUser")
	conf.password = queries.Get("avaticaPassword")
	conf.principal = queries.Get("principal")
	parsed.RawQuery = ""
	conf.endpoint = parsed.String()
	return conf, nil
}
