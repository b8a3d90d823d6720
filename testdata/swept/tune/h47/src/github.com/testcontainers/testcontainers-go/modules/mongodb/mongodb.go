// Package mongodb is a minimal stub of the testcontainers MongoDB module.
package mongodb

import "context"

// Port is a mapped container port.
type Port string

// Port returns the port number.
func (p Port) Port() string { panic("stub") }

// MongoDBContainer is a running MongoDB container.
type MongoDBContainer struct{}

// Host returns the host the container is reachable on.
func (c *MongoDBContainer) Host(ctx context.Context) (string, error) { panic("stub") }

// MappedPort returns the host port mapped to the container port.
func (c *MongoDBContainer) MappedPort(ctx context.Context, port Port) (Port, error) { panic("stub") }
