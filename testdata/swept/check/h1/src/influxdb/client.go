package influxdb

import (
	"net/http"
	"net/url"
	"path"
	"strings"
)

// Client talks to a metrics server.
type Client struct {
	serverURL string
	http      *http.Client
}

// NewClient makes a client of the server at serverURL.
func NewClient(serverURL string, hc *http.Client) *Client {
	if !strings.HasSuffix(serverURL, "/") {
		serverURL += "/"
	}
	return &Client{serverURL: serverURL, http: hc}
}

// APIURL is the base of the v2 API.
func (c *Client) APIURL() string { return c.serverURL + "api/v2/" }

// Write sends one line of data.
func (c *Client) Write(line string) error {
	resp, err := c.http.Post(c.APIURL()+"write", "text/plain", strings.NewReader(line))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Source: github.com/influxdata/influxdb-client-go/v2/api/query.go:238 (path.Join on the Path field of a parsed URL, then RawQuery set)
func queryURL(api string, org string) (string, error) {
	u, err := url.Parse(api)
	if err != nil {
		return "", err
	}
	u.Path = path.Join(u.Path, "query") // lookalike
	q := u.Query()
	q.Set("org", org)
	u.RawQuery = q.Encode()
	return u.String(), nil
}
