package telepresence

import (
	"context"
	"fmt"
	"net"
	"net/http"
)

// serveHTTP mirrors the traffic-manager's gRPC/HTTP API server: it listens on SERVER_HOST and SERVER_PORT.
func serveHTTP(ctx context.Context, env *Env, handler http.Handler) error {
	host := env.ServerHost
	port := env.ServerPort
	addr := JoinHostPort(host, port)
	if host == "" {
		fmt.Printf("grpc-api:%d\n", port)
	} else {
		fmt.Printf("grpc-api %s\n", addr)
	}
	// Source: github.com/telepresenceio/telepresence/v2/cmd/traffic/cmd/manager/manager.go:313 (hostjoin: the configurable SERVER_HOST and port are joined by hand with "%s:%d" into the listen address, which breaks for an IPv6 host although JoinHostPort was used for addr just above; a defect by the hostjoin check; a defect by the hostjoin check)
	ln, err := net.Listen("tcp", fmt.Sprintf("%s:%d", host, port)) // defect hostjoin
	if err != nil {
		return err
	}
	return http.Serve(ln, handler)
}
