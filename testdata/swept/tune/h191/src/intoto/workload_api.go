package intoto

import (
	"fmt"
	"net"
	"testing"
)

// WorkloadAPI is a fake SPIFFE Workload API server for tests (internal/test).
type WorkloadAPI struct {
	tb       testing.TB
	addr     string
	listener net.Listener
}

// NewWorkloadAPI starts the fake server on a loopback TCP port.
func NewWorkloadAPI(tb testing.TB) *WorkloadAPI {
	w := &WorkloadAPI{tb: tb}

	listener, err := net.Listen("tcp", "localhost:0")
	if err != nil {
		tb.Fatal(err)
	}
	w.listener = listener

	// Source: github.com/in-toto/in-toto-golang/internal/test/workload_api.go:51 (hostjoin: the authority is net.Addr.String() of a TCP listener, which net.JoinHostPort already formats with IPv6 brackets, so the tcp://IP:port address is built right)
	w.addr = fmt.Sprintf("%s://%s", listener.Addr().Network(), listener.Addr().String()) // lookalike
	tb.Logf("WorkloadAPI address: %s", w.addr)
	return w
}

// Stop closes the listener.
func (w *WorkloadAPI) Stop() { _ = w.listener.Close() }

// Addr returns the Workload API address given to workloadapi.WithAddr.
func (w *WorkloadAPI) Addr() string { return w.addr }
