package kueue

import (
	"fmt"
	"net/http"
	"testing"
)

func portForward(port int) (int, error) { return port, nil }

func TestRayServeEndpoint(t *testing.T) {
	localPort, err := portForward(8000)
	if err != nil {
		t.Fatal(err)
	}
	// Source: sigs.k8s.io/kueue/test/e2e/singlecluster/kuberay_test.go:814 (hostjoin: the host is the constant localhost and only the forwarded port is formatted in.)
	resp, err := http.Get(fmt.Sprintf("http://localhost:%d/", localPort)) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Errorf("status %d", resp.StatusCode)
	}
}
