// Package inbucket holds cases rewritten from github.com/inbucket/inbucket/v3.
package inbucket

import (
	"context"
	"flag"
	"net"
	"net/http"
	"net/url"
	"strconv"
)

var (
	host = flag.String("host", "localhost", "host/IP of Inbucket server")
	port = flag.Uint("port", 9000, "HTTP port of Inbucket server")
)

// Source: github.com/inbucket/inbucket/v3/cmd/client/main.go:73 (syntax: the verb is concatenated and never formatted, so the base URI holds the bad percent-escape "%s" before the host and New's url.Parse rejects it.)
func baseURL() string {
	return "http://%s" + net.JoinHostPort(*host, strconv.FormatUint(uint64(*port), 10)) // defect syntax
}

func newClient() (*Client, error) {
	return New(baseURL())
}

// Client is a client of the REST API.
type Client struct {
	baseURL *url.URL
}

// New parses baseURL and returns a client for it.
func New(baseURL string) (*Client, error) {
	u, err := url.Parse(baseURL)
	if err != nil {
		return nil, err
	}
	return &Client{baseURL: u}, nil
}

func (c *Client) do(ctx context.Context, method, uri string) (*http.Response, error) {
	u := c.baseURL.JoinPath(uri)
	req, err := http.NewRequestWithContext(ctx, method, u.String(), nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

// Source: github.com/inbucket/inbucket/v3/pkg/rest/client/apiv1_client.go:51 (escaper: url.QueryEscape builds a path segment, so a space in the mailbox name becomes "+".)
func (c *Client) ListMailbox(ctx context.Context, name string) (*http.Response, error) {
	uri := "/api/v1/mailbox/" + url.QueryEscape(name) // defect escaper
	return c.do(ctx, "GET", uri)
}

// Source: github.com/inbucket/inbucket/v3/pkg/rest/client/apiv1_client.go:74 (escaper: url.QueryEscape builds a path segment, so a space in the mailbox name becomes "+".)
func (c *Client) GetMessage(ctx context.Context, name, id string) (*http.Response, error) {
	uri := "/api/v1/mailbox/" + url.QueryEscape(name) + "/" + id // defect escaper
	return c.do(ctx, "GET", uri)
}

// Source: github.com/inbucket/inbucket/v3/pkg/rest/client/apiv1_client.go:93 (escaper: url.QueryEscape builds a path segment, so a space in the mailbox name becomes "+".)
func (c *Client) MarkSeen(ctx context.Context, name, id string) (*http.Response, error) {
	uri := "/api/v1/mailbox/" + url.QueryEscape(name) + "/" + id // defect escaper
	return c.do(ctx, "PATCH", uri)
}

// Source: github.com/inbucket/inbucket/v3/pkg/rest/client/apiv1_client.go:108 (escaper: url.QueryEscape builds a path segment, so a space in the mailbox name becomes "+".)
func (c *Client) GetMessageSource(ctx context.Context, name, id string) (*http.Response, error) {
	uri := "/api/v1/mailbox/" + url.QueryEscape(name) + "/" + id + "/source" // defect escaper
	return c.do(ctx, "GET", uri)
}

// Source: github.com/inbucket/inbucket/v3/pkg/rest/client/apiv1_client.go:134 (escaper: url.QueryEscape builds a path segment, so a space in the mailbox name becomes "+".)
func (c *Client) DeleteMessage(ctx context.Context, name, id string) (*http.Response, error) {
	uri := "/api/v1/mailbox/" + url.QueryEscape(name) + "/" + id // defect escaper
	return c.do(ctx, "DELETE", uri)
}

// Source: github.com/inbucket/inbucket/v3/pkg/rest/client/apiv1_client.go:155 (escaper: url.QueryEscape builds a path segment, so a space in the mailbox name becomes "+".)
func (c *Client) PurgeMailbox(ctx context.Context, name string) (*http.Response, error) {
	uri := "/api/v1/mailbox/" + url.QueryEscape(name) // defect escaper
	return c.do(ctx, "DELETE", uri)
}
