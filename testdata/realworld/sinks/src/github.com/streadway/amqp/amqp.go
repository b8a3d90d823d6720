// Package amqp is a stub of github.com/streadway/amqp.
package amqp

type Connection struct{}

func (c *Connection) Close() error { return nil }

func Dial(url string) (*Connection, error) { return nil, nil }
