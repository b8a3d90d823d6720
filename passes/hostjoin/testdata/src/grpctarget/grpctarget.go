// Package grpctarget holds gRPC targets: URIs whose scheme may be left
// out, "host:port" read as dns:///host:port.
package grpctarget

import (
	"context"
	"fmt"
	"net"
	"strconv"

	"google.golang.org/grpc"
)

// after github.com/sigstore/rekor: pkg/trillianclient/manager.go
func dial(hostname string, port uint16) (*grpc.ClientConn, error) {
	return grpc.NewClient(fmt.Sprintf("%s:%d", hostname, port)) // want `"…:…" joins host and port with ':'`
}

// after github.com/apache/spark-connect-go: spark/client/channel/channel.go
func build(ctx context.Context, host, port string) (*grpc.ClientConn, error) {
	remote := fmt.Sprintf("%v:%v", host, port) // want `"…:…" joins host and port with ':'`
	return grpc.DialContext(ctx, remote)
}

// Brackets, or net.JoinHostPort, make the target right.
func dialJoined(host string, port int) (*grpc.ClientConn, error) {
	if _, err := grpc.NewClient(fmt.Sprintf("[%s]:%d", host, port)); err != nil {
		return nil, err
	}
	return grpc.Dial(net.JoinHostPort(host, strconv.Itoa(port)))
}

// A target with a scheme is read as any URI: dns:///host:port has its
// host:port in the path, which a bare IPv6 address breaks too, but that
// is the resolver's syntax, not an authority.
func dialScheme(host string, port int) (*grpc.ClientConn, error) {
	return grpc.NewClient(fmt.Sprintf("passthrough:///%s:%d", host, port))
}

// A host:port that reaches no gRPC client, listener or dialer is left
// alone.
func address(host string, port int) string {
	return fmt.Sprintf("%s:%d", host, port)
}
