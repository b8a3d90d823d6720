package spiffe

import (
	"fmt"

	"google.golang.org/grpc"
)

// Source: github.com/spiffe/go-spiffe/v2/examples/spiffe-grpc/client/main.go:17 (hostform: a unix socket URI, where an empty authority and an absolute path is the normal form; stratified sample, 1 of 13 identical literals in the examples.)
const socketPath = "unix:///tmp/agent.sock" // lookalike

func runClient() error {
	if err := ValidateAddress(socketPath); err != nil {
		return err
	}
	// Source: github.com/spiffe/go-spiffe/v2/examples/spiffe-grpc/client/main.go:38 (hostform: a gRPC dns target whose empty authority selects the default resolver.)
	conn, err := grpc.NewClient("dns:///localhost:50051") // lookalike
	if err != nil {
		return fmt.Errorf("failed to dial: %w", err)
	}
	return conn.Close()
}
