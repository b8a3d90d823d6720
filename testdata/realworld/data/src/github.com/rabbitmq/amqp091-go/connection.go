// Package amqp091 is a stub of github.com/rabbitmq/amqp091-go with the
// declarations the cases use.
package amqp091

// Connection is an AMQP connection.
type Connection struct{}

// Dial connects to an AMQP broker given as an AMQP URI.
func Dial(url string) (*Connection, error) { return nil, nil }

// Close closes the connection.
func (c *Connection) Close() error { return nil }
