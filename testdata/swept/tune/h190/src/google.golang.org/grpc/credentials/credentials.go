// Package credentials is a stand-in for the gRPC credentials package.
package credentials

// TransportCredentials defines the common interface for transport credentials.
type TransportCredentials interface {
	Info() string
}
