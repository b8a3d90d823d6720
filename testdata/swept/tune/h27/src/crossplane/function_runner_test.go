package crossplane

import (
	"net"
	"strings"
	"testing"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
)

func NewGRPCServer(t *testing.T) net.Listener {
	t.Helper()
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	return lis
}

func TestRunFunction(t *testing.T) {
	// Start a gRPC server.
	lis := NewGRPCServer(t)
	defer lis.Close()

	// Source: github.com/crossplane/crossplane/internal/xfn/function_runner_test.go:353 (hostform: "dns:///localhost" makes a gRPC dns resolver target of the listener's address; the empty authority is gRPC's target syntax; rule 5)
	target := strings.Replace(lis.Addr().String(), "127.0.0.1", "dns:///localhost", 1) // lookalike

	conn, err := grpc.NewClient(target, grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		t.Fatalf("gRPC dial failed: %s", err)
	}
	defer conn.Close()
}
