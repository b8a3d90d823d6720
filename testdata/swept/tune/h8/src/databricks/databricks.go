package databricks

import (
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
)

// Config is the connection configuration.
type Config struct {
	Protocol    string
	Host        string
	Port        int
	HTTPPath    string
	AccessToken string
}

// ParseDSN reads a DSN of the form token:TOKEN@HOST:PORT/PATH.
func ParseDSN(dsn string) (*Config, error) {
	if !strings.HasPrefix(dsn, "https://") && !strings.HasPrefix(dsn, "http://") {
		dsn = "https://" + dsn
	}
	u, err := url.Parse(dsn)
	if err != nil {
		return nil, err
	}
	cfg := &Config{Protocol: u.Scheme, Host: u.Hostname(), HTTPPath: u.Path}
	if p := u.Port(); p != "" {
		if cfg.Port, err = strconv.Atoi(p); err != nil {
			return nil, err
		}
	} else {
		cfg.Port = 443
	}
	if u.User != nil {
		cfg.AccessToken, _ = u.User.Password()
	}
	return cfg, nil
}

// ToEndpointURL generates the endpoint URL a Thrift client connects to.
func (c *Config) ToEndpointURL() (string, error) {
	var userInfo string
	// Source: github.com/databricks/databricks-sql-go/internal/config/config.go:175 (hostjoin: the host is u.Hostname() of the DSN, which drops the brackets of an IPv6 address, joined to the port with ':'; relabelled from look-alike, whose reason was what the check did, not the rules)
	endpointURL := fmt.Sprintf("%s://%s%s:%d%s", c.Protocol, userInfo, c.Host, c.Port, c.HTTPPath) // defect hostjoin
	if c.Host == "" {
		return endpointURL, errors.New("databricks: missing Hostname")
	}
	return endpointURL, nil
}

// Source: github.com/databricks/databricks-sql-go/auth/oauth/oauth.go:47 (hostform: authorization endpoint of the workspace host name, a DNS name)
func azureAuthURL(hostName string) string {
	return fmt.Sprintf("https://%s/oidc/oauth2/v2.0/authorize", hostName) // lookalike
}

// Source: github.com/databricks/databricks-sql-go/auth/oauth/u2m/u2m.go:24 (hostjoin: the scheme put before a callback address given as host:port)
func callbackURI(callbackURL string) string {
	if !strings.HasPrefix(callbackURL, "http") {
		callbackURL = fmt.Sprintf("http://%s", callbackURL) // lookalike
	}
	return callbackURL
}

// Source: github.com/databricks/databricks-sql-go/auth/tokenprovider/exchange.go:114 (hostform: https put before a host that the test of its prefix shows has no scheme)
func exchangeURL(databricksHost string) string {
	u := databricksHost
	if !strings.HasPrefix(u, "http://") && !strings.HasPrefix(u, "https://") {
		u = "https://" + u // lookalike
	}
	return u + "/oidc/v1/token"
}

// ParseHostName splits a scheme written before a host name off it.
func ParseHostName(host string) (protocol, hostname string) {
	hostname = host
	if strings.HasPrefix(host, "https") {
		hostname = strings.TrimPrefix(host, "https")
		protocol = "https"
	} else if strings.HasPrefix(host, "http") {
		hostname = strings.TrimPrefix(host, "http")
		protocol = "http"
	}
	hostname = strings.TrimPrefix(strings.TrimPrefix(hostname, ":"), "//")
	return protocol, hostname
}
