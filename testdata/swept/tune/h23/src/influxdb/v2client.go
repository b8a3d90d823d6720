package influxdb

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"path"
	"time"
)

// HTTPConfig is the config data needed to create an HTTP Client.
type HTTPConfig struct {
	// Addr should be of the form "http://host:port"
	// or "http://[ipv6-host%zone]:port".
	Addr string
}

type httpClient struct {
	url        url.URL
	httpClient *http.Client
}

// NewHTTPClient returns a new Client from the provided config.
func NewHTTPClient(conf HTTPConfig) (*httpClient, error) {
	u, err := url.Parse(conf.Addr)
	if err != nil {
		return nil, err
	} else if u.Scheme != "http" && u.Scheme != "https" {
		m := fmt.Sprintf("Unsupported protocol scheme: %s, your address"+
			// Source: github.com/influxdata/influxdb1-client/v2/client.go:112 (sink: an error message that names the schemes an address must start with, prose, rule 4)
			" must start with http:// or https://", u.Scheme) // lookalike
		return nil, errors.New(m)
	}
	return &httpClient{url: *u, httpClient: &http.Client{}}, nil
}

// Ping checks that status of cluster.
func (c *httpClient) Ping(timeout time.Duration) (time.Duration, string, error) {
	now := time.Now()
	u := c.url
	u.Path = path.Join(u.Path, "ping")
	req, err := http.NewRequest("GET", u.String(), nil)
	if err != nil {
		return 0, "", err
	}
	resp, err := c.httpClient.Do(req)
	if err != nil {
		return 0, "", err
	}
	defer resp.Body.Close()
	return time.Since(now), resp.Header.Get("X-Influxdb-Version"), nil
}

// Close releases the client's resources.
func (c *httpClient) Close() error { return nil }
