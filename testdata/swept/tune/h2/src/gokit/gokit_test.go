package gokit

import (
	"context"
	"errors"
	"net"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
)

type registryClient struct{ endpoints []string }

func newRegistryClient(ctx context.Context, endpoints []string, timeout time.Duration) (*registryClient, error) {
	if len(endpoints) == 0 {
		return nil, errors.New("no endpoints")
	}
	return &registryClient{endpoints: endpoints}, nil
}

// Source: github.com/go-kit/kit/sd/etcdv3/client_test.go:13 (an endpoint that does not exist, for client option tests that never dial)
const unusedEndpoint = "http://unreachable:23790" // lookalike

func TestRegistryClientOptions(t *testing.T) {
	if _, err := newRegistryClient(context.Background(), []string{unusedEndpoint}, time.Second); err != nil {
		t.Fatal(err)
	}
}

// Source: github.com/go-kit/kit/sd/etcd/example_test.go:22 (the value registered for an instance: its IPv4 host:port behind "http://")
func TestRegisterInstance(t *testing.T) {
	var (
		prefix   = "/services/orders/"
		instance = "10.20.30.40:9090"
		key      = prefix + instance
		value    = "http://" + instance // lookalike
	)
	_, _ = key, value
}

// Source: github.com/go-kit/kit/transport/nats/subscriber_test.go:49 (connects to a test server at its listener's address)
func TestConnectToListener(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	nc, err := nats.Connect("nats://"+ln.Addr().String(), nats.Name(t.Name())) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	nc.Close()
}
