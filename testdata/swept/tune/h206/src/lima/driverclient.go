package lima

import (
	"context"
	"net"

	"google.golang.org/grpc"
)

// DriverClient talks gRPC to an external driver over a unix socket.
type DriverClient struct {
	socketPath string
	Conn       *grpc.ClientConn
}

// NewDriverClient dials the external driver's socket, an absolute path
// under the instance directory; the context dialer dials socketPath itself.
func NewDriverClient(socketPath string) (*DriverClient, error) {
	opts := []grpc.DialOption{
		grpc.WithContextDialer(func(ctx context.Context, _ string) (net.Conn, error) {
			var dialer net.Dialer
			return dialer.DialContext(ctx, "unix", socketPath)
		}),
	}
	// Source: github.com/lima-vm/lima/v2/pkg/driver/external/client/client.go:36 (escaper: gRPC's documented unix:// plus absolute-path target for a socket path Lima builds under the instance dir, and the context dialer ignores the parsed target, the sink's own form under rule 5)
	conn, err := grpc.Dial("unix://"+socketPath, opts...) // lookalike
	if err != nil {
		return nil, err
	}
	return &DriverClient{socketPath: socketPath, Conn: conn}, nil
}
