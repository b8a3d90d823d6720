// Package ydb stands for github.com/ydb-platform/ydb-go-sdk/v3 and its internal packages.
package ydb

import (
	"google.golang.org/grpc"
)

// driverConfig is the driver's configuration.
type driverConfig struct {
	endpoint    string
	database    string
	grpcOptions []grpc.DialOption
}

// Endpoint is the host:port of the database.
func (c *driverConfig) Endpoint() string { return c.endpoint }

// Database is the path of the database.
func (c *driverConfig) Database() string { return c.database }

// Balancer balances the connections over the nodes.
type Balancer struct {
	driverConfig *driverConfig
	address      string
}

func newBalancer(driverConfig *driverConfig) (*Balancer, error) {
	b := &Balancer{
		driverConfig: driverConfig,
		// Source: github.com/ydb-platform/ydb-go-sdk/v3/internal/balancer/balancer.go:432 (hostform: a gRPC target "ydb:///endpoint" for the resolver named ydb, whose empty authority is gRPC's naming syntax, not a URI host)
		address: "ydb:///" + driverConfig.Endpoint(), // lookalike
	}
	cc, err := grpc.NewClient(b.address, driverConfig.grpcOptions...)
	if err != nil {
		return nil, err
	}
	_ = cc.Close()
	return b, nil
}
