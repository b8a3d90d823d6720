// Package taos holds cases swept from github.com/taosdata/driver-go.
package taos

import (
	"fmt"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// Config is a parsed DSN.
type Config struct {
	User     string
	Passwd   string
	Net      string
	Addr     string
	Port     int
	DbName   string
	Token    string
	Timezone string
}

type taosConn struct {
	url          *url.URL
	baseRawQuery string
}

func newTaosConn(cfg *Config) *taosConn {
	tc := &taosConn{}
	path := "/rest/sql"
	if len(cfg.DbName) != 0 {
		path = fmt.Sprintf("%s/%s", path, cfg.DbName)
	}
	// Source: github.com/taosdata/driver-go/taosRestful/connection.go:67 (hostjoin: host and port joined by net.JoinHostPort, then put in the Host field)
	host := net.JoinHostPort(cfg.Addr, strconv.Itoa(cfg.Port)) // lookalike
	tc.url = &url.URL{
		Scheme: cfg.Net,
		Host:   host,
		Path:   path,
	}
	baseRawQueryBuilder := strings.Builder{}
	baseRawQueryBuilder.WriteString("app=")
	processName := filepath.Base(os.Args[0])
	// Source: github.com/taosdata/driver-go/taosRestful/connection.go:79 (escaper: the process name goes into a query value through url.QueryEscape, the right escaper)
	baseRawQueryBuilder.WriteString(url.QueryEscape(processName)) // lookalike
	if cfg.Token != "" {
		baseRawQueryBuilder.WriteString("&token=")
		// Source: github.com/taosdata/driver-go/taosRestful/connection.go:83 (escaper: a cloud token raw in a query value; whether a token needs escaping the code does not say, and the check is silent on tokens)
		baseRawQueryBuilder.WriteString(cfg.Token) // lookalike
	}
	tc.baseRawQuery = baseRawQueryBuilder.String()
	return tc
}

func wsEndpoint(cfg *Config) string {
	host := net.JoinHostPort(cfg.Addr, strconv.Itoa(cfg.Port))
	endpointUrl := &url.URL{
		Scheme: cfg.Net,
		Host:   host,
		Path:   "/ws",
	}
	if cfg.Token != "" {
		// Source: github.com/taosdata/driver-go/taosWS/connection.go:85 (escaper: a token written raw into RawQuery; the check is silent on tokens)
		endpointUrl.RawQuery = fmt.Sprintf("token=%s", cfg.Token) // lookalike
	}
	return endpointUrl.String()
}

// ParseDSN parses a TDengine DSN, user:passwd@net(addr:port)/db?params.
func ParseDSN(dsn string) (*Config, error) {
	cfg := &Config{}
	if i := strings.IndexByte(dsn, '?'); i >= 0 {
		q, err := url.ParseQuery(dsn[i+1:])
		if err != nil {
			return nil, fmt.Errorf("can not unescape timezone value: %w", err)
		}
		cfg.Timezone = q.Get("timezone")
	}
	return cfg, nil
}

func tryUnescape(s string) string {
	u, err := url.QueryUnescape(s)
	if err != nil {
		return s
	}
	return u
}
