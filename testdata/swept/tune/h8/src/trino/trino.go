package trino

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"strings"
)

// Config is a parsed DSN.
type Config struct {
	ServerURI         string
	Source            string
	SessionProperties map[string]string
	ClientTags        []string
	AccessToken       string
}

// ParseDSN reads a DSN into a Config.
func ParseDSN(dsn string) (*Config, error) {
	serverURL, err := url.Parse(dsn)
	if err != nil {
		return nil, errors.New("invalid DSN: " + err.Error())
	}
	query := serverURL.Query()
	config := &Config{}

	// Source: github.com/trinodb/trino-go-client/trino/trino.go:235 (hostform: scheme and "://" of the server URI the function goes on to fill with the parsed userinfo and host)
	serverURI := serverURL.Scheme + "://" // lookalike
	if serverURL.User != nil {
		serverURI += serverURL.User.String() + "@"
	}
	serverURI += serverURL.Host
	config.ServerURI = serverURI
	config.Source = query.Get("source")
	config.AccessToken = query.Get("accessToken")
	if tags := query.Get("clientTags"); tags != "" {
		config.ClientTags = strings.Split(tags, ",")
	}
	return config, nil
}

// Conn is a connection to a server.
type Conn struct {
	baseURL    string
	httpClient http.Client
}

func newConn(serverURL *url.URL) *Conn {
	return &Conn{
		// Source: github.com/trinodb/trino-go-client/trino/trino.go:577 (hostjoin: base URL from the scheme and Host of a parsed URL, which holds host:port as written)
		baseURL: serverURL.Scheme + "://" + serverURL.Host, // lookalike
	}
}

// Source: github.com/trinodb/trino-go-client/trino/trino.go:652 (escaper: each session value escaped with url.QueryEscape, the key checked to be plain ASCII)
func formatMap(kv map[string]string) []string {
	var result []string
	for key, value := range kv {
		result = append(result, key+"="+url.QueryEscape(value)) // lookalike
	}
	return result
}

// Source: github.com/trinodb/trino-go-client/trino/trino.go:1616 (escaper: query id escaped with url.PathEscape as one path segment after the base URL)
func (c *Conn) cancelQuery(ctx context.Context, queryID string) error {
	req, err := http.NewRequestWithContext(ctx, "DELETE", c.baseURL+"/v1/query/"+url.PathEscape(queryID), nil) // lookalike
	if err != nil {
		return err
	}
	resp, err := c.httpClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
