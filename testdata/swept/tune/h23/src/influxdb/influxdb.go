package influxdb

import (
	"context"
	"net/http"
	"net/url"
	"path"
)

// Config is used to specify what server to connect to.
type Config struct {
	URL      url.URL
	Username string
	Password string
	Proxy    func(*http.Request) (*url.URL, error)
}

// Query is used to send a command to the server.
type Query struct {
	Command  string
	Database string
}

// Response is the server's answer.
type Response struct{}

// Client is used to make calls to the server.
type Client struct {
	url        url.URL
	username   string
	password   string
	httpClient *http.Client
}

// NewClient will instantiate and return a connected client to issue commands to the server.
func NewClient(c Config) (*Client, error) {
	return &Client{url: c.URL, username: c.Username, password: c.Password, httpClient: &http.Client{}}, nil
}

// QueryContext sends a command to the server and returns the Response
func (c *Client) QueryContext(ctx context.Context, q Query) (*Response, error) {
	u := c.url
	// Source: github.com/influxdata/influxdb1-client/influxdb.go:213 (pathjoin: path.Join of the decoded Path field and a segment, the URL's authority is not in it)
	u.Path = path.Join(u.Path, "query") // lookalike

	values := u.Query()
	values.Set("q", q.Command)
	values.Set("db", q.Database)
	u.RawQuery = values.Encode()

	req, err := http.NewRequestWithContext(ctx, "POST", u.String(), nil)
	if err != nil {
		return nil, err
	}
	if c.username != "" {
		req.SetBasicAuth(c.username, c.password)
	}
	resp, err := c.httpClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return &Response{}, nil
}

// Ping will check to see if the server is up.
func (c *Client) Ping() (int, string, error) {
	u := c.url
	u.Path = path.Join(u.Path, "ping")
	req, err := http.NewRequest("GET", u.String(), nil)
	if err != nil {
		return 0, "", err
	}
	if c.username != "" {
		req.SetBasicAuth(c.username, c.password)
	}
	resp, err := c.httpClient.Do(req)
	if err != nil {
		return 0, "", err
	}
	defer resp.Body.Close()
	return resp.StatusCode, resp.Header.Get("X-Influxdb-Version"), nil
}
