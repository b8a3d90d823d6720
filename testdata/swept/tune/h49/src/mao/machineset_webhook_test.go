package mao

import (
	"fmt"
	"testing"
)

func TestMachineSetCreation(t *testing.T) {
	localServingPort := 9443
	// Source: github.com/openshift/machine-api-operator/pkg/webhooks/machineset_webhook_test.go:537 (hostjoin: the host is the test's own constant loopback address and the port is the envtest serving port)
	resp, err := insecureHTTPClient.Get(fmt.Sprintf("https://127.0.0.1:%d", localServingPort)) // lookalike
	if err != nil {
		t.Skip(err)
	}
	defer resp.Body.Close()
}
