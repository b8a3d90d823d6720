package linkerd

import (
	"fmt"
	"os/exec"
	"testing"
)

// Source: github.com/linkerd/linkerd2/test/integration/deep/portenforcement/port_enforcement_test.go:137 (curl's URL joins the host, a Service DNS name "metrics-test.<ns>.svc.cluster.local" the test builds, to the port)
func request(ns, host string, port int) (string, error) {
	out, err := exec.Command("kubectl", "exec", "-n", ns, "deploy/curl-test", "-c", "curl", "--",
		"curl", "-fsS", "--connect-timeout", "5",
		fmt.Sprintf("http://%s:%d", host, port), // lookalike
	).CombinedOutput()
	return string(out), err
}

func TestPortEnforcement(t *testing.T) {
	ns := "port-enforcement-test"
	host := fmt.Sprintf("metrics-test.%s.svc.cluster.local", ns)
	if out, err := request(ns, host, 9091); err == nil {
		t.Fatalf("request to undeclared port succeeded: %s", out)
	}
}
