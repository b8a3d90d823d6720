package kratos

import (
	"context"
	"fmt"
	"io"
	"net/http"
)

// Target is a parsed endpoint.
type Target struct {
	Scheme    string
	Authority string
	Endpoint  string
}

type clientOptions struct {
	endpoint  string
	discovery interface{}
}

// ClientOption is an HTTP client option.
type ClientOption func(*clientOptions)

// WithEndpoint with client addr.
func WithEndpoint(endpoint string) ClientOption {
	return func(o *clientOptions) {
		o.endpoint = endpoint
	}
}

// WithDiscovery with client discovery.
func WithDiscovery(d interface{}) ClientOption {
	return func(o *clientOptions) {
		o.discovery = d
	}
}

// Client is an HTTP client.
type Client struct {
	opts   clientOptions
	target *Target
	cc     *http.Client
}

// NewClient returns an HTTP client.
func NewClient(ctx context.Context, opts ...ClientOption) (*Client, error) {
	options := clientOptions{}
	for _, o := range opts {
		o(&options)
	}
	target, err := parseEndpointTarget(options.endpoint)
	if err != nil {
		return nil, err
	}
	return &Client{opts: options, target: target, cc: http.DefaultClient}, nil
}

func parseEndpointTarget(endpoint string) (*Target, error) {
	return &Target{Scheme: "http", Authority: endpoint}, nil
}

// Invoke makes a rpc call procedure for remote service.
func (client *Client) Invoke(ctx context.Context, method, path string, body io.Reader) error {
	// Source: github.com/go-kratos/kratos/transport/http/client.go:229 (hostjoin: the authority of the parsed target is already host:port, and no ':' joins a host and a port here)
	url := fmt.Sprintf("%s://%s%s", client.target.Scheme, client.target.Authority, path) // lookalike
	req, err := http.NewRequest(method, url, body)
	if err != nil {
		return err
	}
	res, err := client.cc.Do(req.WithContext(ctx))
	if err != nil {
		return err
	}
	return res.Body.Close()
}
