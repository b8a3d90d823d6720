// Package yc holds cases rewritten from github.com/ydb-platform/ydb-go-yc.
package yc

import (
	"context"

	"google.golang.org/grpc"
)

// Source: github.com/ydb-platform/ydb-go-yc/internal/auth/iam.go:26 (port: a gRPC dial target is host:port, not an https URI, so the :443 is required and no default port written out.)
const DefaultEndpoint = "iam.api.cloud.yandex.net:443" // lookalike

type client struct {
	endpoint string
}

// ClientOption configures the IAM client.
type ClientOption func(c *client)

// WithEndpoint sets the IAM endpoint.
func WithEndpoint(endpoint string) ClientOption {
	return func(c *client) { c.endpoint = endpoint }
}

// WithServiceAccountKeyFileCredentials configures key file credentials.
func WithServiceAccountKeyFileCredentials(path string, opts ...ClientOption) interface{} {
	c := &client{endpoint: DefaultEndpoint}
	for _, o := range opts {
		o(c)
	}
	return c
}

func (c *client) conn(ctx context.Context) (*grpc.ClientConn, error) {
	return grpc.DialContext(ctx, c.endpoint)
}
