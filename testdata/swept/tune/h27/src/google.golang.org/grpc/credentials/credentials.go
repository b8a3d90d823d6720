// Package credentials is a minimal stub.
package credentials

// TransportCredentials is the transport security of a connection.
type TransportCredentials interface{ Info() string }
