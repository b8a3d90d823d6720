// Package amqp091 is a stub of github.com/rabbitmq/amqp091-go.
package amqp091

// Connection is a connection to a broker.
type Connection struct{}

func (c *Connection) Close() error { return nil }

func Dial(url string) (*Connection, error) { return &Connection{}, nil }
