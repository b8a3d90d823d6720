package longhorn

import (
	"net"
	"strconv"
)

// BackingImageManagerGRPCClient is a stand-in for bimclient.BackingImageManagerClient; Address is host:port.
type BackingImageManagerGRPCClient struct{ Address string }

// NewBackingImageManagerGRPCClient stands in for bimclient.NewBackingImageManagerClient.
func NewBackingImageManagerGRPCClient(address string) *BackingImageManagerGRPCClient {
	return &BackingImageManagerGRPCClient{Address: address}
}

// Sync is a stand-in for the gRPC Sync call; fromAddress is host:port.
func (c *BackingImageManagerGRPCClient) Sync(name, uuid, checksum, fromAddress string, size int64) error {
	return nil
}

// NewBackingImageManagerClient builds the client for a running manager IP.
func NewBackingImageManagerClient(ip string) *BackingImageManagerGRPCClient {
	// Source: github.com/longhorn/longhorn-manager/engineapi/backing_image_manager.go:50 (hostjoin: manager IP and port joined with net.JoinHostPort; uniform sample 9 of 12 identical JoinHostPort calls)
	return NewBackingImageManagerGRPCClient(net.JoinHostPort(ip, strconv.Itoa(BackingImageManagerDefaultPort))) // lookalike
}

// SyncFrom syncs a backing image file from another manager host.
func SyncFrom(c *BackingImageManagerGRPCClient, name, uuid, checksum, fromHost string, size int64) error {
	// Source: github.com/longhorn/longhorn-manager/engineapi/backing_image_manager.go:89 (hostjoin: source host and port joined with net.JoinHostPort; uniform sample 9 of 12 identical JoinHostPort calls)
	return c.Sync(name, uuid, checksum, net.JoinHostPort(fromHost, strconv.Itoa(BackingImageManagerDefaultPort)), size) // lookalike
}
