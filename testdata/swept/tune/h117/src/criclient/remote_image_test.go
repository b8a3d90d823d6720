package criclient

import (
	"strings"
	"testing"
)

func TestImageServiceBuildValidatesRequiredOptions(t *testing.T) {
	// Source: k8s.io/cri-client/pkg/remote_image_test.go:102 (hostform: a working unix endpoint for the client builder, whose empty authority is the normal unix form)
	_, err := NewRemoteImageServiceBuilder().WithEndpoint("unix:///tmp/cri-client-test.sock").Build() // lookalike
	if err == nil || !strings.Contains(err.Error(), "connectionTimeout must be positive") {
		t.Fatalf("unexpected error: %v", err)
	}
}
