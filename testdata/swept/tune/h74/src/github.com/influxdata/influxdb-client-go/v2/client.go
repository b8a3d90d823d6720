// Package influxdb2 is a minimal stub of the InfluxDB v2 client.
package influxdb2

import (
	"context"

	"github.com/influxdata/influxdb-client-go/v2/api/http"
)

// Client is an InfluxDB client.
type Client interface {
	Ping(ctx context.Context) (bool, error)
	ServerURL() string
	HTTPService() http.Service
}

// Options are the client options.
type Options struct{}

// DefaultOptions returns default options.
func DefaultOptions() *Options { panic("stub") }

// SetHTTPRequestTimeout sets the request timeout in seconds.
func (o *Options) SetHTTPRequestTimeout(httpRequestTimeout uint) *Options { panic("stub") }

// NewClient creates a client for serverURL.
func NewClient(serverURL string, authToken string) Client { panic("stub") }

// NewClientWithOptions creates a client for serverURL with options.
func NewClientWithOptions(serverURL string, authToken string, options *Options) Client {
	panic("stub")
}
