package netdata

import (
	"net/url"
	"time"
)

// Config is the collector's configuration.
type Config struct {
	DSN     string
	Timeout time.Duration
}

// ProxySQL is the collector.
type ProxySQL struct {
	Config
}

// Source: github.com/netdata/go.d.plugin/modules/proxysql/proxysql.go:29 (the default DSN is a MySQL driver DSN "user:pw@tcp(host)/", not a URI)
func New() *ProxySQL {
	return &ProxySQL{
		Config: Config{
			DSN:     "stats:stats@tcp(127.0.0.1:6032)/", // lookalike
			Timeout: 2 * time.Second,
		},
	}
}

// Client is a vSphere client.
type Client struct{ loggedIn bool }

func (c *Client) Login(u *url.Userinfo) error {
	c.loggedIn = u != nil
	return nil
}

func (c *Client) Logout() error { c.loggedIn = false; return nil }
