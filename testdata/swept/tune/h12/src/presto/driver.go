// Package presto holds cases swept from github.com/prestodb/presto-go-client.
package presto

import (
	"fmt"
	"net/url"
	"strings"
)

type dsnConfig struct {
	isTrino  bool
	host     string
	port     string
	user     string
	password string
	catalog  string
	schema   string
	sslCA    string
}

func parseDSN(dsn string) (*dsnConfig, error) {
	u, err := url.Parse(dsn)
	if err != nil {
		return nil, fmt.Errorf("invalid DSN: %w", err)
	}
	cfg := &dsnConfig{port: "8080"}
	switch u.Scheme {
	case "presto":
	case "trino":
		cfg.isTrino = true
	default:
		return nil, fmt.Errorf("unsupported scheme %q: must be presto or trino", u.Scheme)
	}
	if u.User != nil {
		cfg.user = u.User.Username()
		if p, ok := u.User.Password(); ok {
			cfg.password = p
		}
	}
	cfg.host = u.Hostname()
	if cfg.host == "" {
		return nil, fmt.Errorf("missing host in DSN")
	}
	if p := u.Port(); p != "" {
		cfg.port = p
	}
	path := strings.TrimPrefix(u.Path, "/")
	if path != "" {
		parts := strings.SplitN(path, "/", 2)
		cfg.catalog = parts[0]
		if len(parts) > 1 {
			cfg.schema = parts[1]
		}
	}
	cfg.sslCA = u.Query().Get("ssl_ca")
	return cfg, nil
}

// serverURL returns the base HTTP URL for the Presto/Trino server.
func (cfg *dsnConfig) serverURL() string {
	scheme := "http"
	if cfg.sslCA != "" {
		scheme = "https"
	}
	// Source: github.com/prestodb/presto-go-client/driver.go:141 (hostjoin: the host comes from url.Hostname of the user's DSN, which strips an IPv6 address's brackets, and is joined to the port with ':')
	return fmt.Sprintf("%s://%s:%s", scheme, cfg.host, cfg.port) // defect hostjoin
}

// Connector connects to a server.
type Connector struct{ cfg *dsnConfig }

// NewConnector creates a connector from a DSN.
func NewConnector(dsn string) (*Connector, error) {
	cfg, err := parseDSN(dsn)
	if err != nil {
		return nil, err
	}
	return &Connector{cfg: cfg}, nil
}
