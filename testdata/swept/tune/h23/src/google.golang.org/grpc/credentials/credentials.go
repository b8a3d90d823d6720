// Package credentials is a minimal stub of google.golang.org/grpc/credentials.
package credentials

// TransportCredentials secures a connection.
type TransportCredentials interface {
	Info() string
}
