// Package resolver is a minimal stub of google.golang.org/grpc/resolver.
package resolver

// Address is a server address.
type Address struct {
	Addr string
}
