package ydb

import (
	"context"
	"net"
	"testing"

	"github.com/stretchr/testify/require"
)

type mockEndpoint struct {
	LocationField string
	AddrField     string
}

func (e *mockEndpoint) Address() string  { return e.AddrField }
func (e *mockEndpoint) Location() string { return e.LocationField }

func TestDetectLocalDC(t *testing.T) {
	ctx := context.Background()
	localIP := net.IPv4(127, 0, 0, 1)
	t.Run("Ok", func(t *testing.T) {
		listen1, err := net.ListenTCP("tcp", &net.TCPAddr{IP: localIP})
		require.NoError(t, err)
		defer func() { _ = listen1.Close() }()

		listen2, err := net.ListenTCP("tcp", &net.TCPAddr{IP: localIP})
		require.NoError(t, err)
		listen2Addr := listen2.Addr().String()
		_ = listen2.Close() // force close, for not accept tcp connections

		dc, err := detectLocalDC(ctx, []endpointInfo{
			// Source: github.com/ydb-platform/ydb-go-sdk/v3/internal/balancer/local_dc_test.go:111 (hostjoin: the listener's Addr().String() is already host:port, bracketed for IPv6 by net; nothing is joined)
			&mockEndpoint{LocationField: "a", AddrField: "grpc://" + listen1.Addr().String()}, // lookalike
			&mockEndpoint{LocationField: "b", AddrField: "grpc://" + listen2Addr},
		})
		require.NoError(t, err)
		require.Equal(t, "a", dc)
	})
	t.Run("Empty", func(t *testing.T) {
		res, err := detectLocalDC(ctx, nil)
		require.Equal(t, "", res)
		require.Error(t, err)
	})
}
