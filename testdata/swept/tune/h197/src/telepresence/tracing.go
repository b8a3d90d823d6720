package telepresence

import (
	"context"
	"fmt"
	"net"

	"google.golang.org/grpc"
)

// trafficManagerTraces collects traces from the traffic-manager through a kubernetes port-forward.
func trafficManagerTraces(ctx context.Context, managerNamespace, remotePort string, dial func(context.Context, string) (net.Conn, error)) error {
	host := "svc/traffic-manager." + managerNamespace
	// Source: github.com/telepresenceio/telepresence/v2/pkg/client/userd/trafficmgr/tracing.go:131 (sink: a gRPC target k8spf:///host:port, whose empty authority the k8spf resolver requires; rule 5)
	grpcAddr := K8sPFScheme + ":///" + net.JoinHostPort(host, remotePort) // lookalike
	conn, err := grpc.NewClient(grpcAddr, grpc.WithContextDialer(dial), grpc.WithResolvers(NewResolver(ctx)), grpc.WithInsecure())
	if err != nil {
		return err
	}
	return conn.Close()
}

// agentTraces collects traces from an agent pod through a kubernetes port-forward dialer.
func agentTraces(ctx context.Context, podName, podNamespace, remotePort string, dial func(context.Context, string) (net.Conn, error)) error {
	name := fmt.Sprintf("%s.%s", podName, podNamespace)
	// Source: github.com/telepresenceio/telepresence/v2/pkg/client/userd/trafficmgr/tracing.go:152 (sink: a gRPC passthrough:///address target, whose empty authority is the passthrough resolver's syntax; rule 5)
	addr := "passthrough:///" + net.JoinHostPort(name, remotePort) // lookalike
	conn, err := grpc.NewClient(addr, grpc.WithContextDialer(dial), grpc.WithInsecure())
	if err != nil {
		return err
	}
	return conn.Close()
}
