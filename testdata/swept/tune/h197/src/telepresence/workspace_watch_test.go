package telepresence

import (
	"context"
	"fmt"
	"net"
	"testing"

	"google.golang.org/grpc"
)

func managerClient(ctx context.Context, managerNamespace string, dial func(context.Context, string) (net.Conn, error)) (*grpc.ClientConn, error) {
	// Source: github.com/telepresenceio/telepresence/v2/integration_test/workspace_watch_test.go:207 (sink: a gRPC target k8spf:///svc/<name>:<port>, whose empty authority the k8spf resolver requires; rule 5)
	return grpc.NewClient(fmt.Sprintf(K8sPFScheme+":///svc/traffic-manager.%s:8081", managerNamespace), // lookalike
		grpc.WithResolvers(NewResolver(ctx)),
		grpc.WithContextDialer(dial),
		grpc.WithInsecure(),
	)
}

func Test_WorkspaceListener(t *testing.T) {
	var d net.Dialer
	dial := func(ctx context.Context, addr string) (net.Conn, error) { return d.DialContext(ctx, "tcp", addr) }
	conn, err := managerClient(context.Background(), "ambassador", dial)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
}
