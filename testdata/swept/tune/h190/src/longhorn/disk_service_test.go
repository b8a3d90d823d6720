package longhorn

import (
	"context"
	"crypto/tls"
	"net"
	"testing"

	imclient "github.com/longhorn/longhorn-instance-manager/pkg/client"
)

func TestDiskServiceTLSClientAgainstPlaintextServer(t *testing.T) {
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Skip(err)
	}
	defer lis.Close()

	clientTLS := &tls.Config{
		MinVersion: tls.VersionTLS13,
		ServerName: "longhorn-backend.longhorn-system",
	}

	ctx, cancel := context.WithCancel(context.Background())
	// Source: github.com/longhorn/longhorn-manager/engineapi/disk_service_test.go:110 (hostjoin: net.Addr.String of a TCP listener brackets IPv6 hosts, so the tcp URL is well formed)
	c, err := imclient.NewDiskServiceClient(ctx, cancel, "tcp://"+lis.Addr().String(), clientTLS) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = c.Close() }()
}
