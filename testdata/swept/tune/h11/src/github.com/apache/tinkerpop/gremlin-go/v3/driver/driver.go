// Package gremlingo stands in for github.com/apache/tinkerpop/gremlin-go/v3/driver:
// only what the cases call.
package gremlingo

import "net/url"

// DriverRemoteConnectionSettings configures a connection.
type DriverRemoteConnectionSettings struct {
	Username string
	Password string
}

// DriverRemoteConnection is a connection to a Gremlin server.
type DriverRemoteConnection struct{ url *url.URL }

// NewDriverRemoteConnection connects to the Gremlin server at url.
func NewDriverRemoteConnection(rawURL string, configurations ...func(settings *DriverRemoteConnectionSettings)) (*DriverRemoteConnection, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, err
	}
	return &DriverRemoteConnection{url: u}, nil
}

// Close closes the connection.
func (c *DriverRemoteConnection) Close() {}
