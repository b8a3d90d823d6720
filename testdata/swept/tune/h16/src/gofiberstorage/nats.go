package gofiberstorage

import (
	"github.com/nats-io/nats.go"
)

// NatsConfig defines the config for the NATS storage.
type NatsConfig struct {
	// Nats URLs, default "nats://127.0.0.1:4222". Can be comma separated list for multiple servers
	URLs string
	// Nats connection options.
	NatsOptions []nats.Option
	// Reset clears any existing keys
	Reset bool
}

// NewNats connects to the servers of the config.
func NewNats(cfg NatsConfig) *nats.Conn {
	conn, err := nats.Connect(cfg.URLs, cfg.NatsOptions...)
	if err != nil {
		panic(err)
	}
	return conn
}
