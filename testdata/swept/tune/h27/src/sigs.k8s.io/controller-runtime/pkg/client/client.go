// Package client is a minimal stub of controller-runtime's client.
package client

import "context"

// Object is a Kubernetes object.
type Object interface{}

// Client reads and writes objects.
type Client interface {
	Create(ctx context.Context, obj Object) error
	Delete(ctx context.Context, obj Object) error
}
