package ydb

import (
	"context"
	"net"
	"testing"

	"github.com/stretchr/testify/require"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
)

func TestBalancerPassthrough(t *testing.T) {
	t.Run("ClientOverPipe", func(t *testing.T) {
		lis, err := net.Listen("tcp", "127.0.0.1:0")
		require.NoError(t, err)
		t.Cleanup(func() { _ = lis.Close() })

		// Source: github.com/ydb-platform/ydb-go-sdk/v3/internal/balancer/balancer_test.go:586 (hostform: the gRPC passthrough target, whose empty authority is gRPC's naming syntax; the dialer ignores the name)
		cc, err := grpc.NewClient("passthrough:///test", // lookalike
			grpc.WithContextDialer(func(context.Context, string) (net.Conn, error) {
				return net.Dial("tcp", lis.Addr().String())
			}),
			grpc.WithTransportCredentials(insecure.NewCredentials()),
		)
		require.NoError(t, err)
		t.Cleanup(func() { _ = cc.Close() })
	})
}
