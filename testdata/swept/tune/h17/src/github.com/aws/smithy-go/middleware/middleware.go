// Package middleware stands in for github.com/aws/smithy-go/middleware:
// only what the cases use.
package middleware

import "context"

// DeserializeInput provides the input parameters of the deserialize step.
type DeserializeInput struct {
	Request interface{}
}

// DeserializeOutput provides the result returned by the next handler.
type DeserializeOutput struct {
	RawResponse interface{}
	Result      interface{}
}

// Metadata provides storing and reading metadata values.
type Metadata struct{}

// DeserializeHandler provides the interface for the next handler.
type DeserializeHandler interface {
	HandleDeserialize(ctx context.Context, in DeserializeInput) (out DeserializeOutput, metadata Metadata, err error)
}

// DeserializeMiddlewareFunc returns a DeserializeMiddleware with the unique
// ID provided, and the func to be invoked.
type DeserializeMiddlewareFunc struct {
	ID string
	Fn func(context.Context, DeserializeInput, DeserializeHandler) (DeserializeOutput, Metadata, error)
}

// HandleDeserialize invokes the middleware Fn.
func (s DeserializeMiddlewareFunc) HandleDeserialize(ctx context.Context, in DeserializeInput, next DeserializeHandler) (out DeserializeOutput, metadata Metadata, err error) {
	return s.Fn(ctx, in, next)
}
