package goplugin

import (
	"context"
	"net"

	"google.golang.org/grpc"
)

// dialGRPCConn connects over the plugin's own dialer (TCP or a unix socket).
func dialGRPCConn(dialer func(context.Context, string) (net.Conn, error), dialOpts ...grpc.DialOption) (*grpc.ClientConn, error) {
	opts := make([]grpc.DialOption, 0)

	// We use a custom dialer so that we can connect over unix domain sockets.
	opts = append(opts, grpc.WithContextDialer(dialer))
	opts = append(opts, dialOpts...)

	// Connect. Note the first parameter is unused because we use a custom
	// dialer that has the state to see the address.
	// Source: github.com/hashicorp/go-plugin/grpc_client.go:48 (sink: a placeholder gRPC target; grpc.Dial's passthrough resolver takes any name and the custom context dialer picks the real address, so no URI is needed)
	conn, err := grpc.Dial("unused", opts...) // lookalike
	if err != nil {
		return nil, err
	}
	return conn, nil
}
