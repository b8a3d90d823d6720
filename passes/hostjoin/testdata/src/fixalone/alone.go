package fixalone

import (
	"fmt"

	"google.golang.org/grpc"
)

// fmt is used here only: dropping the call would leave its import
// unused, so there is no fix.
func dial(host string, port int) (*grpc.ClientConn, error) {
	return grpc.NewClient(fmt.Sprintf("%s:%d", host, port)) // want `joins host and port`
}
