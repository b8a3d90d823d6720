package criclient

import (
	"strings"
	"testing"
)

func TestBuildValidatesRequiredOptions(t *testing.T) {
	// Source: k8s.io/cri-client/pkg/remote_runtime_test.go:295 (hostform: a working unix endpoint for the client builder, whose empty authority is the normal unix form)
	_, err := NewRemoteRuntimeServiceBuilder().WithEndpoint("unix:///tmp/cri-client-test.sock").Build() // lookalike
	if err == nil || !strings.Contains(err.Error(), "connectionTimeout must be positive") {
		t.Fatalf("unexpected error: %v", err)
	}
}
