package gorabbitmq

import (
	"errors"
	"net/url"
)

// Conn stands for the library's connection.
type Conn struct{ url string }

// NewConn opens a connection to the broker at url.
func NewConn(url string, optionFuncs ...func(*Conn)) (*Conn, error) {
	if url == "" {
		return nil, errors.New("empty url")
	}
	c := &Conn{url: url}
	for _, f := range optionFuncs {
		f(c)
	}
	return c, nil
}

func withLogging(*Conn) {}

// Source: github.com/wagslane/go-rabbitmq/examples/consumer/main.go:15 (the consumer example connects with the guest account's password in the URL)
func runConsumer() (*Conn, error) {
	return NewConn(
		"amqp://guest:guest@broker.example.com", // defect credentials
		withLogging,
	)
}

// maskPassword replaces the password of an AMQP URL for logging.
func maskPassword(rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil {
		return rawURL
	}
	return u.Redacted()
}
