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
	// Source: github.com/nacos-group/nacos-sdk-go/common/remote/rpc/grpc_client.go:170 (hostjoin: the server's IP, which may be IPv6, joined to the port with a bare ':' into a gRPC target, a URI that gRPC reads as dns:///host:port; settled as rekor's and spark-connect-go's gRPC targets (h52, h59) were labelled, relabelled from look-alike, whose reason was that urilint left gRPC targets alone)
	return grpc.Dial(serverInfo.serverIp+":"+strconv.FormatUint(rpcPort, 10), opts...) // defect hostjoin
}
