package telepresence

import (
	"context"
	"net"
	"testing"

	"google.golang.org/grpc"
)

func TestConnect(t *testing.T) {
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer lis.Close()
	bufDialer := func(ctx context.Context, _ string) (net.Conn, error) {
		var d net.Dialer
		return d.DialContext(ctx, "tcp", lis.Addr().String())
	}
	// Source: github.com/telepresenceio/telepresence/v2/cmd/traffic/cmd/manager/service_test.go:325 (sink: a gRPC passthrough:///bufnet target for an in-memory dialer, whose empty authority is the passthrough syntax; rule 5)
	conn, err := grpc.NewClient("passthrough:///bufnet", grpc.WithContextDialer(bufDialer), grpc.WithInsecure()) // lookalike
	if err != nil {
		t.Fatalf("Failed to dial bufnet: %v", err)
	}
	defer conn.Close()
}
