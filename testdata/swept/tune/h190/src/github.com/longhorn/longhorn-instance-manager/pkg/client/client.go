// Package client is a stand-in for longhorn-instance-manager/pkg/client.
package client

import (
	"context"
	"crypto/tls"
)

// DiskServiceClient talks to the instance manager disk service over gRPC.
type DiskServiceClient struct{ serviceURL string }

// NewDiskServiceClient dials serviceURL ("tcp://host:port") lazily.
func NewDiskServiceClient(ctx context.Context, ctxCancel context.CancelFunc, serviceURL string, tlsConfig *tls.Config) (*DiskServiceClient, error) {
	return &DiskServiceClient{serviceURL: serviceURL}, nil
}

// CheckConnection checks the connection.
func (c *DiskServiceClient) CheckConnection() error { return nil }

// Close closes the client.
func (c *DiskServiceClient) Close() error { return nil }

// ProcessManagerClient talks to the process manager service.
type ProcessManagerClient struct{ serviceURL string }

// NewProcessManagerClient dials serviceURL ("tcp://host:port").
func NewProcessManagerClient(ctx context.Context, ctxCancel context.CancelFunc, serviceURL string, tlsConfig *tls.Config) (*ProcessManagerClient, error) {
	return &ProcessManagerClient{serviceURL: serviceURL}, nil
}

// InstanceServiceClient talks to the instance service.
type InstanceServiceClient struct{ serviceURL string }

// NewInstanceServiceClient dials serviceURL ("tcp://host:port").
func NewInstanceServiceClient(ctx context.Context, ctxCancel context.CancelFunc, serviceURL string, tlsConfig *tls.Config) (*InstanceServiceClient, error) {
	return &InstanceServiceClient{serviceURL: serviceURL}, nil
}
