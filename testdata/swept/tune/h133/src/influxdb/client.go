package influxdb

import (
	"context"
	"net"
	"net/http"
	"net/url"
	"path"
	"strconv"
	"strings"
)

const (
	defaultHost = "localhost"
	defaultPort = 8086
)

// Config says which server a Client talks to.
type Config struct {
	URL      url.URL
	Username string
	Password string
}

// Client is a minimal HTTP client for the server.
type Client struct {
	url      url.URL
	username string
	password string
	hc       *http.Client
}

// NewClient returns a Client for c.
func NewClient(c Config) *Client {
	return &Client{url: c.URL, username: c.Username, password: c.Password, hc: &http.Client{}}
}

// ParseConnectionString turns "host[:port][/path]" into a connection URL.
func ParseConnectionString(p string, ssl bool) (url.URL, error) {
	var host, pth string
	port := defaultPort
	h, rest, err := net.SplitHostPort(p)
	if err != nil {
		if p == "" {
			host = defaultHost
		} else {
			host, pth, _ = strings.Cut(p, "/")
		}
	} else {
		host = h
		var ps string
		ps, pth, _ = strings.Cut(rest, "/")
		if port, err = strconv.Atoi(ps); err != nil {
			return url.URL{}, err
		}
	}

	// Source: github.com/influxdata/influxdb/client/influxdb.go:102 (hostjoin: the host goes into the Host field alone only when the port is the scheme's default, every other port is added with net.JoinHostPort; uniform sample of 31 of 94.)
	u := url.URL{Scheme: "http", Host: host, Path: pth} // lookalike
	if ssl {
		u.Scheme = "https"
		if port != 443 {
			u.Host = net.JoinHostPort(host, strconv.Itoa(port))
		}
	} else if port != 80 {
		u.Host = net.JoinHostPort(host, strconv.Itoa(port))
	}
	return u, nil
}

// Query sends a query command.
func (c *Client) Query(ctx context.Context, command string) (*http.Response, error) {
	u := c.url
	// Source: github.com/influxdata/influxdb/client/influxdb.go:227 (pathjoin: path.Join is applied to the path field of a parsed url.URL, not to a URI string, so the scheme's slashes are not touched; uniform sample of 31 of 94.)
	u.Path = path.Join(u.Path, "query") // lookalike
	req, err := http.NewRequestWithContext(ctx, "GET", u.String(), nil)
	if err != nil {
		return nil, err
	}
	req.URL.RawQuery = url.Values{"q": {command}}.Encode()
	return c.hc.Do(req)
}

// Write sends points in line protocol.
func (c *Client) Write(body string) (*http.Response, error) {
	u := c.url
	// Source: github.com/influxdata/influxdb/client/influxdb.go:346 (pathjoin: path.Join is applied to the path field of a parsed url.URL, not to a URI string; uniform sample of 31 of 94.)
	u.Path = path.Join(u.Path, "write") // lookalike
	return c.hc.Post(u.String(), "", strings.NewReader(body))
}

// WriteLineProtocol sends data to database.
func (c *Client) WriteLineProtocol(data, database, retentionPolicy, precision string) (*http.Response, error) {
	req, err := http.NewRequest("POST", c.url.String(), strings.NewReader(data))
	if err != nil {
		return nil, err
	}
	if c.username != "" {
		req.SetBasicAuth(c.username, c.password)
	}
	params := req.URL.Query()
	params.Set("db", database)
	params.Set("rp", retentionPolicy)
	params.Set("precision", precision)
	// Source: github.com/influxdata/influxdb/client/influxdb.go:442 (escaper: the query is built with url.Values and encoded by Encode, which escapes each value; uniform sample of 31 of 94.)
	req.URL.RawQuery = params.Encode() // lookalike
	return c.hc.Do(req)
}
