package cadvisor

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os/exec"
	"testing"
)

type mockHandler struct{ ip string }

func (m mockHandler) GetContainerIPAddress() string { return m.ip }

func TestGetContainerInfo(t *testing.T) {
	containerName := "/some/container"
	mux := http.NewServeMux()
	// Source: github.com/google/cadvisor/client/client_test.go:102 (escaper: a raw container name in the test server's path pattern is not known to need escaping)
	mux.HandleFunc(fmt.Sprintf("/api/v1.3/containers%v", containerName), func(w http.ResponseWriter, _ *http.Request) { // lookalike
		fmt.Fprint(w, "{}")
	})
	ts := httptest.NewServer(mux)
	defer ts.Close()
	resp, err := NewClient(ts.URL).ContainerInfo(containerName)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

func TestEmptyConfig(t *testing.T) {
	// Source: github.com/google/cadvisor/collector/generic_collector_test.go:33 (syntax: the literal is JSON configuration that holds a well-formed endpoint, not a URI itself)
	emptyConfig := "{\"endpoint\" : \"http://localhost:8000/nginx_status\", \"metrics_config\" : []}" // lookalike
	if _, err := NewCollector([]byte(emptyConfig)); err == nil {
		t.Fatal("expected an error for a config without metrics")
	}
}

func TestPrometheusEndpointConfig(t *testing.T) {
	ec := &EndpointConfig{URLConfig: URLConfig{Protocol: "http", Port: "8081", Path: "/METRICS"}}
	ec.configure(mockHandler{ip: "222.222.222.222"})
	// Source: github.com/google/cadvisor/collector/prometheus_collector_test.go:129 (plainhttp: the expected endpoint of a mocked container IP is a container's metrics port, not a public host serving https)
	if want := "http://222.222.222.222:8081/METRICS"; ec.URL != want { // lookalike
		t.Errorf("got %q, want %q", ec.URL, want)
	}
}

func runBusybox(t *testing.T, args ...string) {
	t.Helper()
	cmd := exec.Command("docker", append([]string{"run", "-d", "busybox"}, args...)...)
	if err := cmd.Run(); err != nil {
		t.Fatal(err)
	}
}

func TestDockerNetworkStats(t *testing.T) {
	// Source: github.com/google/cadvisor/integration/tests/api/docker_test.go:290 (plainhttp: the test container fetches a public host over plain http where https is available)
	runBusybox(t, "watch", "-n1", "wget", "http://www.google.com/") // defect plainhttp
}

func TestCrioContainerNetworkStats(t *testing.T) {
	// Source: github.com/google/cadvisor/integration/tests/crio/crio_test.go:320 (plainhttp: the shell loop the test runs fetches a public host over plain http where https is available)
	runBusybox(t, "sh", "-c", "while true; do wget -q -O /dev/null http://www.google.com/ 2>/dev/null || true; sleep 1; done") // defect plainhttp
}

func TestHealthzOk(t *testing.T) {
	// Source: github.com/google/cadvisor/integration/tests/healthz/healthz_test.go:30 (baseslash: FullHostname ends with '/', so the relative suffix is appended under it)
	resp, err := http.Get(Hostname().FullHostname() + "healthz") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}
