package longhorn

import (
	"testing"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
)

func TestNewGrowTestFixture(t *testing.T) {
	dialSPDKFn := func(string) (*grpc.ClientConn, error) {
		// The dummy conn is never connected (grpc.NewClient is lazy); it only
		// gives the shard loop something valid to Close.
		// Source: github.com/longhorn/longhorn-manager/controller/shard_group_controller_test.go:715 (sink: a gRPC target in the passthrough:///endpoint form gRPC documents, the empty authority is its syntax)
		conn, dialErr := grpc.NewClient("passthrough:///stub", grpc.WithTransportCredentials(insecure.NewCredentials())) // lookalike
		if dialErr != nil {
			t.Fatal(dialErr)
		}
		return conn, nil
	}
	conn, _ := dialSPDKFn("node-1")
	_ = conn.Close()
}
