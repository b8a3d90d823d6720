// Package statsd stands in for github.com/DataDog/datadog-go/v5/statsd:
// only what the cases call.
package statsd

// Option configures a client.
type Option func(*Options) error

// Options holds the client's settings.
type Options struct{}

// Client sends metrics to a DogStatsD agent.
type Client struct {
	addr string
}

// New returns a client that sends to addr: "host:port", or a socket with
// "unix://", "unixgram://" or "unixstream://" before its path.
func New(addr string, options ...Option) (*Client, error) {
	return &Client{addr: addr}, nil
}

// Close closes the client.
func (c *Client) Close() error { return nil }

// Gauge sends a gauge.
func (c *Client) Gauge(name string, value float64, tags []string, rate float64) error {
	return nil
}
