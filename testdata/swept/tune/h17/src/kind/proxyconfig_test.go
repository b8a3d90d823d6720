package kind

import "testing"

func getProxyEnv(contextHost func(string) (string, error), contextName string) (string, error) {
	return contextHost(contextName)
}

func TestGetProxyEnvFromDockerConfig(t *testing.T) {
	got, err := getProxyEnv(func(contextName string) (string, error) {
		switch contextName {
		case "default":
			// Source: github.com/kubernetes-sigs/kind/pkg/cluster/internal/providers/docker/proxyconfig_test.go:162 (hostform: the Docker daemon's unix socket, whose scheme has an empty authority by design)
			return "unix:///var/run/docker.sock", nil // lookalike
		case "remote-context":
			return "tcp://remote.example.com:2376", nil
		default:
			t.Fatalf("unexpected context %q", contextName)
			return "", nil
		}
	}, "default")
	if err != nil || got == "" {
		t.Fatalf("got %q, %v", got, err)
	}
}
