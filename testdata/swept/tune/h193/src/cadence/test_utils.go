package cadence

import (
	"os"
	"strings"

	"go.uber.org/yarpc/transport/grpc"
	"go.uber.org/yarpc/transport/tchannel"
)

// Config contains the integration test configuration
type Config struct {
	ServiceAddr       string
	ServiceName       string
	EnableGrpcAdapter bool
}

func newConfig() Config {
	cfg := Config{
		ServiceName: "cadence-frontend",
		// Source: go.uber.org/cadence/test/test_utils.go:58 (sink: the frontend address is the host:port that the tchannel and gRPC NewSingleOutbound calls need, not a URI, a look-alike)
		ServiceAddr:       "127.0.0.1:7933", // lookalike
		EnableGrpcAdapter: false,
	}
	if addr := strings.TrimSpace(os.Getenv("SERVICE_ADDR")); addr != "" {
		cfg.ServiceAddr = addr
	}
	return cfg
}

// newRPCClient builds and returns a new rpc client that is able to
// make calls to the localhost cadence-server container
func newRPCClient(serviceName string, serviceAddr string) (*tchannel.Outbound, error) {
	transport, err := tchannel.NewTransport(tchannel.ServiceName("integration-test"))
	if err != nil {
		return nil, err
	}
	return transport.NewSingleOutbound(serviceAddr), nil
}

// newGRPCAdapterClient builds and returns a new rpc client that is able to
// make calls to the localhost cadence-server container via grpc adapter
func newGRPCAdapterClient(serviceName string, serviceAddr string) (*grpc.Outbound, error) {
	transport := grpc.NewTransport()
	return transport.NewSingleOutbound(serviceAddr), nil
}

func newClient(cfg Config) (interface{}, error) {
	if cfg.EnableGrpcAdapter {
		return newGRPCAdapterClient(cfg.ServiceName, cfg.ServiceAddr)
	}
	return newRPCClient(cfg.ServiceName, cfg.ServiceAddr)
}
