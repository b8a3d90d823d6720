// Package clientv3 is a stub of go.etcd.io/etcd/client/v3 with the names juicefs uses.
package clientv3

import "time"

// Config holds the client configuration; Endpoints are host:port pairs or URLs.
type Config struct {
	Endpoints        []string
	Username         string
	Password         string
	AutoSyncInterval time.Duration
}

// Client is an etcd client.
type Client struct {
	cfg Config
}

// New dials the endpoints of cfg.
func New(cfg Config) (*Client, error) {
	return &Client{cfg: cfg}, nil
}
