package kratos

import (
	"context"
	"testing"
)

type mockDiscovery struct{}

func TestNewClient(t *testing.T) {
	_, err := NewClient(context.Background(), WithEndpoint("127.0.0.1:8888"))
	if err != nil {
		t.Error(err)
	}
	// Source: github.com/go-kratos/kratos/transport/http/client_test.go:322 (hostform: "discovery:///go-kratos" names a service for the registry through its path, in a scheme of kratos' own whose authority is empty by design, not an http URI without a host)
	_, err = NewClient(context.Background(), WithDiscovery(&mockDiscovery{}), WithEndpoint("discovery:///go-kratos")) // lookalike
	if err != nil {
		t.Error(err)
	}
}
