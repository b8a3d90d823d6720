// Package amqp091 is a minimal stub of github.com/rabbitmq/amqp091-go.
package amqp091

// Connection is an AMQP connection.
type Connection struct{}

// Dial connects to the AMQP server named by url.
func Dial(url string) (*Connection, error) { panic("stub") }

// Close closes the connection.
func (c *Connection) Close() error { panic("stub") }
