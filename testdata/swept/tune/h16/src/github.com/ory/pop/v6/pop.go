// Package pop is a stub of github.com/ory/pop/v6.
package pop

// ConnectionDetails stores the data needed to connect to a datasource.
type ConnectionDetails struct {
	// Dialect is the pop dialect to use, e.g. "postgres" or "mysql".
	Dialect string
	// URL is the connection URL; it overrides the other fields when set.
	URL string
}

// Connection represents all necessary details to talk with a datastore.
type Connection struct{}

// NewConnection creates a new connection from the details.
func NewConnection(deets *ConnectionDetails) (*Connection, error) { return &Connection{}, nil }
