// Package grpcmw holds cases rewritten from github.com/grpc-ecosystem/go-grpc-middleware/v2.
package grpcmw

import "fmt"

// CallMeta describes a gRPC call.
type CallMeta struct {
	Service string
	Method  string
}

// FullMethod returns the full method path of the call.
func (c CallMeta) FullMethod() string {
	// Source: github.com/grpc-ecosystem/go-grpc-middleware/v2/interceptors/callmeta.go:48 (escaper: gRPC service and method names are identifiers placed raw in the method path, and raw names are look-alikes for escaper)
	return fmt.Sprintf("/%s/%s", c.Service, c.Method) // lookalike
}
