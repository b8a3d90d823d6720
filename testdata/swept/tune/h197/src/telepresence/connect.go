package telepresence

import (
	"context"
	"net"

	"google.golang.org/grpc"
)

// K8sPFScheme is the scheme of the gRPC resolver that resolves kubernetes port-forward targets.
// Its resolver rejects a target with a non-empty authority: "invalid (non-empty) authority".
const K8sPFScheme = "k8spf"

// NewResolver returns the k8spf resolver builder.
func NewResolver(ctx context.Context) interface{} { return ctx }

// ConnectToManager connects to the traffic-manager's gRPC API through a kubernetes port-forward.
func ConnectToManager(ctx context.Context, namespace string, grpcDialer func(context.Context, string) (net.Conn, error)) (*grpc.ClientConn, error) {
	// Source: github.com/telepresenceio/telepresence/v2/pkg/client/k8sclient/connect.go:23 (port: "api" is the named port of the traffic-manager service, which the k8spf port-forward resolver looks up, placed in the path of a k8spf target and no URI authority; rule 5)
	grpcAddr := net.JoinHostPort("svc/traffic-manager."+namespace, "api") // lookalike
	return dialClusterGRPC(ctx, grpcAddr, grpcDialer)
}

func dialClusterGRPC(ctx context.Context, address string, grpcDialer func(context.Context, string) (net.Conn, error)) (*grpc.ClientConn, error) {
	// Source: github.com/telepresenceio/telepresence/v2/pkg/client/k8sclient/connect.go:62 (sink: a gRPC target k8spf:///endpoint, whose empty authority the k8spf resolver requires; rule 5)
	return grpc.NewClient(K8sPFScheme+":///"+address, grpc.WithContextDialer(grpcDialer), // lookalike
		grpc.WithResolvers(NewResolver(ctx)),
		grpc.WithInsecure())
}
