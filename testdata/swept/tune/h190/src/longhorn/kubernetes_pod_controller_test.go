package longhorn

import (
	"net"
	"strconv"
	"testing"
)

func startFakeShareManagerHealthServer(t *testing.T) func() {
	// Source: github.com/longhorn/longhorn-manager/controller/kubernetes_pod_controller_test.go:62 (hostjoin: loopback and port joined with net.JoinHostPort; uniform sample 9 of 12 identical JoinHostPort calls)
	address := net.JoinHostPort("127.0.0.1", strconv.Itoa(ShareManagerDefaultPort)) // lookalike
	lis, err := net.Listen("tcp", address)
	if err != nil {
		t.Skip(err)
	}
	return func() { _ = lis.Close() }
}

func TestShareManagerHealth(t *testing.T) {
	stop := startFakeShareManagerHealthServer(t)
	defer stop()
}
