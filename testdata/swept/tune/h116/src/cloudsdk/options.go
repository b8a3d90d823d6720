// Package cloudsdk holds cases rewritten from go.temporal.io/cloud-sdk.
package cloudsdk

import "google.golang.org/grpc"

// Source: go.temporal.io/cloud-sdk/cloudclient/options.go:19 (sink: a gRPC target for grpc.NewClient, where host:port is the expected form and the port is required, not a URI for an HTTP sink)
const defaultCloudOpsAPIHostPort = "saas-api.tmprl.cloud:443" // lookalike

// Options configures the client.
type Options struct {
	HostPort string
}

// New dials the cloud operations API.
func New(o Options) (*grpc.ClientConn, error) {
	hostPort := o.HostPort
	if hostPort == "" {
		hostPort = defaultCloudOpsAPIHostPort
	}
	return grpc.NewClient(hostPort)
}
