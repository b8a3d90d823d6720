package nacos

import (
	"strconv"

	"google.golang.org/grpc"
)

// ServerInfo is the address of the server a gRPC connection goes to.
type ServerInfo struct {
	serverIp       string
	serverPort     uint64
	serverGrpcPort uint64
}

// GrpcClient connects to the nacos servers over gRPC.
type GrpcClient struct{}

func (c *GrpcClient) rpcPortOffset() uint64 { return 1000 }

func (c *GrpcClient) createNewConnection(serverInfo ServerInfo) (*grpc.ClientConn, error) {
	var opts []grpc.DialOption
	opts = append(opts, grpc.WithInsecure())
	rpcPort := serverInfo.serverGrpcPort
	if rpcPort == 0 {
		rpcPort = serverInfo.serverPort + c.rpcPortOffset()
	}
	// Source: github.com/nacos-group/nacos-sdk-go/common/remote/rpc/grpc_client.go:170 (hostjoin: a gRPC target host:port with no scheme://, which urilint leaves alone as no URI, README "Where urilint looks")
	return grpc.Dial(serverInfo.serverIp+":"+strconv.FormatUint(rpcPort, 10), opts...) // lookalike
}
