package crossplane

import (
	"fmt"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
)

const (
	// GRPCPortName is the name of the gRPC port.
	GRPCPortName = "grpc"
	// GRPCPort is the port number for gRPC.
	GRPCPort = 9443
	// ServiceEndpointFmt is the format string for service endpoints.
	// Source: github.com/crossplane/crossplane/internal/controller/pkg/runtime/runtime.go:66 (hostform: a gRPC dns resolver target, "dns:///" with an empty authority is gRPC's name syntax, and the host is filled in by the format; rule 5)
	ServiceEndpointFmt = "dns:///%s.%s:%d" // lookalike
)

// ServiceEndpoint is the gRPC target of a function's Service.
func ServiceEndpoint(name, namespace string) string {
	return fmt.Sprintf(ServiceEndpointFmt, name, namespace, GRPCPort)
}

// SocketPipelineInspector sends pipeline data to a Unix socket.
type SocketPipelineInspector struct {
	conn *grpc.ClientConn
}

// NewSocketPipelineInspector creates a new SocketPipelineInspector that
// connects to the given Unix socket path. The connection is established lazily
// on first use.
func NewSocketPipelineInspector(socketPath string) (*SocketPipelineInspector, error) {
	// Connect to Unix domain socket.
	conn, err := grpc.NewClient(
		// Source: github.com/crossplane/crossplane/internal/xfn/inspected/socket.go:59 (hostform: a gRPC unix target, "unix://" followed by an absolute socket path, no host meant; rule 5)
		"unix://"+socketPath, // lookalike
		grpc.WithTransportCredentials(insecure.NewCredentials()),
	)
	if err != nil {
		return nil, err
	}
	return &SocketPipelineInspector{conn: conn}, nil
}
