package velero

import (
	"fmt"
	"net/url"
	"os"
	"strings"
	"testing"
)

type restConfig struct {
	Host  string
	QPS   float32
	Burst int
}

// Config reads the server of kubecontext from the kubeconfig file.
func Config(kubecontext string, qps float32, burst int) (*restConfig, error) {
	data, err := os.ReadFile("kubeconfig")
	if err != nil {
		return nil, err
	}
	for _, line := range strings.Split(string(data), "\n") {
		if name, server, ok := strings.Cut(line, " "); ok && name == kubecontext {
			return &restConfig{Host: server, QPS: qps, Burst: burst}, nil
		}
	}
	return &restConfig{QPS: qps, Burst: burst}, nil
}

func TestConfig(t *testing.T) {
	tests := []struct {
		name         string
		kubecontext  string
		QPS          float32
		burst        int
		expectedHost string
	}{
		{
			name:        "Test using the right cluster as context indexed",
			kubecontext: "queen-anne-context",
			QPS:         200.0,
			burst:       20,
			// Source: github.com/vmware-tanzu/velero/pkg/client/client_test.go:77 (expected API server URL of the client config the test builds, rule 1; ":443" is the default port of https)
			expectedHost: "https://pig.org:443", // defect port form
		},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			client, err := Config(test.kubecontext, test.QPS, test.burst)
			if err != nil {
				t.Fatal(err)
			}
			if client.Host != test.expectedHost {
				t.Fatalf("got %s, want %s", client.Host, test.expectedHost)
			}
		})
	}
}

func TestFactory(t *testing.T) {
	tests := []struct {
		name         string
		kubecontext  string
		expectedHost string
	}{
		{
			name:        "Test using the right cluster as context indexed",
			kubecontext: "queen-anne-context",
			// Source: github.com/vmware-tanzu/velero/pkg/client/factory_test.go:92 (the factory's expected client host, the same default port)
			expectedHost: "https://pig.org:443", // defect port form
		},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			client, _ := Config(test.kubecontext, 1, 1)
			if client.Host != test.expectedHost {
				t.Fatalf("got %s", client.Host)
			}
		})
	}
}

func TestExecutePodCommand(t *testing.T) {
	command := []string{"some", "command"}
	expectedCommand := strings.Join(command, "&command=")
	// Source: github.com/vmware-tanzu/velero/pkg/podexec/pod_command_executor_test.go:227 (expected URL written as the request builder writes it, for commands of plain words; no escaping is needed)
	expectedURL, _ := url.Parse(fmt.Sprintf("https://some.server/api/v1/namespaces/namespace/pods/name/exec?command=%s&container=%s&stderr=true&stdout=true", expectedCommand, "foo")) // lookalike
	if expectedURL.Query().Get("container") != "foo" {
		t.Fatal("unexpected query")
	}
}
