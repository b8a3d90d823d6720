package kuberay

import "testing"

func execPodCmd(t *testing.T, cmd []string) {
	if len(cmd) == 0 {
		t.Fatal("no command")
	}
}

func TestStaticRayService(t *testing.T) {
	// Source: github.com/ray-project/kuberay/ray-operator/test/e2erayservice/rayservice_ha_test.go:55 (hostform: the in-namespace short name of a Kubernetes service with its port; a well-formed host)
	execPodCmd(t, []string{
		"python", "/locust-runner/locust_runner.py", "-f", "/locustfile/locustfile.py", "--host", "http://test-rayservice-serve-svc:8000", // lookalike
	})
}
