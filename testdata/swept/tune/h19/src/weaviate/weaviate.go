// Package weaviate holds cases from github.com/weaviate/weaviate-go-client
// (v5): the REST connection and what is built on it.
package weaviate

import (
	"context"
	"fmt"
	"io"
	"net/http"
)

const apiVersion = "v1"

// Connection sends REST requests under scheme://host/v1.
type Connection struct {
	basePath   string
	httpClient *http.Client
}

// NewConnection based on scheme://host
func NewConnection(scheme string, host string, httpClient *http.Client) *Connection {
	if httpClient == nil {
		httpClient = &http.Client{}
	}
	return &Connection{basePath: scheme + "://" + host + "/" + apiVersion, httpClient: httpClient}
}

// ResponseData is what a REST call gives back.
type ResponseData struct {
	Body       []byte
	StatusCode int
}

// RunREST sends a request to the path under the base path.
func (c *Connection) RunREST(ctx context.Context, path string, restMethod string, requestBody interface{}) (*ResponseData, error) {
	req, err := http.NewRequestWithContext(ctx, restMethod, c.basePath+path, nil)
	if err != nil {
		return nil, err
	}
	resp, err := c.httpClient.Do(req)
	if err != nil {
		return nil, fmt.Errorf("status code: -1, error: check the DerivedFromError field for more information: %w", err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	return &ResponseData{Body: body, StatusCode: resp.StatusCode}, err
}

// Alias is an alias of a class.
type Alias struct {
	Alias string `json:"alias"`
	Class string `json:"class"`
}

func listAlias(ctx context.Context, conn *Connection, className string) ([]Alias, error) {
	url := "/aliases"
	if className != "" {
		// Source: github.com/weaviate/weaviate-go-client/weaviate/alias/getter.go:33 (escaper: a class name, a GraphQL identifier, in a query value with no escaper; the check leaves names and IDs alone)
		url = fmt.Sprintf("/aliases?class=%s", className) // lookalike
	}

	responseData, err := conn.RunREST(ctx, url, http.MethodGet, nil)
	if err != nil {
		return nil, err
	}
	_ = responseData
	return nil, nil
}

// Config of a client.
type Config struct {
	Host   string
	Scheme string
}

// Client is a Weaviate client.
type Client struct{ conn *Connection }

// New returns a client for cfg.
func New(cfg Config) *Client {
	return &Client{conn: NewConnection(cfg.Scheme, cfg.Host, nil)}
}

// Ready asks the server whether it is ready.
func (c *Client) Ready(ctx context.Context) (bool, error) {
	resp, err := c.conn.RunREST(ctx, "/.well-known/ready", http.MethodGet, nil)
	if err != nil {
		return false, err
	}
	return resp.StatusCode == http.StatusOK, nil
}

// ListAliases lists the aliases of a class.
func (c *Client) ListAliases(ctx context.Context, className string) ([]Alias, error) {
	return listAlias(ctx, c.conn, className)
}
