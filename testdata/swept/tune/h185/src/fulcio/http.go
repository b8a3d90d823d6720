package fulcio

import (
	"context"
	"fmt"
	"net"
	"net/http"
)

type httpServer struct {
	*http.Server
}

// grpcNewClient stands in for grpc.NewClient.
func grpcNewClient(target string) error { _, _, err := net.SplitHostPort(target); return err }

func createHTTPServer(ctx context.Context, serverEndpoint string, grpcServer *grpcServer) httpServer {
	_ = ctx
	if grpcServer != nil {
		_, port, err := net.SplitHostPort(grpcServer.grpcServerEndpoint)
		if err != nil {
			panic(err)
		}
		// Source: github.com/sigstore/fulcio/cmd/app/http.go:73 (hostjoin: the host is the constant name localhost, never an IPv6 literal, joined to the port split off by net.SplitHostPort)
		grpcServerEndpoint := fmt.Sprintf("localhost:%s", port) // lookalike
		_ = grpcNewClient(grpcServerEndpoint)
	}
	return httpServer{&http.Server{Addr: serverEndpoint}}
}
