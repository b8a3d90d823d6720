package fix

import (
	"fmt"

	"google.golang.org/grpc"
)

// A gRPC target that is host:port whole: the join becomes
// net.JoinHostPort, and the call of fmt.Sprintf that made it goes, but
// only where the file uses fmt elsewhere and keeps its import.
func dial(host string, port int) (*grpc.ClientConn, error) {
	return grpc.NewClient(fmt.Sprintf("%s:%d", host, port)) // want `joins host and port`
}

func dialConcat(host, port string) (*grpc.ClientConn, error) {
	return grpc.NewClient(host + ":" + port) // want `joins host and port`
}

func check(host string) error {
	return fmt.Errorf("no host %q", host)
}
