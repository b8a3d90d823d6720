package rekor

import (
	"fmt"
	"strings"

	"google.golang.org/grpc"
)

// Source: github.com/sigstore/rekor/pkg/trillianclient/manager.go:167 (hostform: the gRPC dns resolver prefix given to strings.TrimPrefix, not a URI with an empty host.)
func cleanDialHostname(hostname string) string {
	return strings.TrimPrefix(hostname, "dns:///") // lookalike
}

// Source: github.com/sigstore/rekor/pkg/trillianclient/manager.go:212 (hostjoin: the configured Trillian address, which may be an IPv6 literal, and the port are joined with a bare ':' into the gRPC target; net.JoinHostPort brackets it.)
func dial(hostname string, port uint16) (*grpc.ClientConn, error) {
	_ = cleanDialHostname(hostname)
	conn, err := grpc.NewClient(fmt.Sprintf("%s:%d", hostname, port)) // defect hostjoin
	if err != nil {
		return nil, fmt.Errorf("failed to connect to RPC server: %w", err)
	}
	return conn, nil
}

// Config is the Trillian client configuration.
type Config struct {
	Address string
	Port    uint16
}

func connect(config Config) (*grpc.ClientConn, error) {
	return dial(config.Address, config.Port)
}
