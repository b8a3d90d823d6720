package fulcio

import (
	"fmt"
	"net"
)

type grpcServer struct {
	grpcServerEndpoint string
}

func createGRPCServer() (*grpcServer, error) {
	// Source: github.com/sigstore/fulcio/cmd/app/grpc.go:197 (hostjoin: the --grpc-host and --grpc-port values are joined with %s:%s into the endpoint later given to net.Listen, which breaks for an IPv6 host; net.JoinHostPort is right)
	grpcServerEndpoint := fmt.Sprintf("%s:%s", viperGetString("grpc-host"), viperGetString("grpc-port")) // defect hostjoin
	return &grpcServer{grpcServerEndpoint}, nil
}

func (g *grpcServer) startTCPListener() error {
	lis, err := net.Listen("tcp", g.grpcServerEndpoint)
	if err != nil {
		return err
	}
	g.grpcServerEndpoint = lis.Addr().String()
	return lis.Close()
}
