package dapr

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
)

type testCommandRequest struct {
	RemoteApp string `json:"remoteApp,omitempty"`
	Method    string `json:"method,omitempty"`
}

type testCommandRequestExternal struct {
	testCommandRequest `json:",inline"`
	ExternalIP         string `json:"externalIP,omitempty"`
}

func TestServiceInvocationExternally(t *testing.T) {
	externalURL := "localhost:3000"

	// External address is hardcoded
	// Source: github.com/dapr/dapr/tests/e2e/service_invocation/service_invocation_test.go:566 (port: the address the callee app is told to invoke, a working value, rule 1; ":80" is the default port of http)
	invokeExternalServiceAddress := "http://service-invocation-external:80" // defect port form

	t.Run("URL", func(t *testing.T) {
		body, err := json.Marshal(testCommandRequestExternal{
			testCommandRequest: testCommandRequest{RemoteApp: "serviceinvocation-callee-external", Method: "externalInvocation"},
			ExternalIP:         invokeExternalServiceAddress,
		})
		if err != nil {
			t.Fatal(err)
		}
		resp, err := http.Post(fmt.Sprintf("http://%s%s", externalURL, "/httptohttptest_external"), "application/json", bytes.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		_ = resp.Body.Close()
	})
}

const serviceApplicationName = "perf-actor-timer-service"

func TestActorTimerWithStatePerformance(t *testing.T) {
	// Source: github.com/dapr/dapr/tests/perf/actor_timer/actor_timer_test.go:121 (hostjoin: the host is the constant name of the app's Service, a DNS name)
	targetURL := fmt.Sprintf("http://%s:3000/actors", serviceApplicationName) // lookalike
	resp, err := http.Get(targetURL)
	if err != nil {
		t.Fatal(err)
	}
	_ = resp.Body.Close()
}

// SchedulerOptions are the scheduler's options.
type SchedulerOptions struct {
	EtcdID           string
	EtcdInitialPeers []string
}

func newInitialCluster(opts SchedulerOptions) string {
	return strings.Join(opts.EtcdInitialPeers, ",")
}

func TestServerConf(t *testing.T) {
	opts := SchedulerOptions{
		EtcdID: "id2",
		// Source: github.com/dapr/dapr/pkg/scheduler/server/server_test.go:80 (syntax: etcd's initial cluster, "name=URL" pairs, key=value settings, no URI)
		EtcdInitialPeers: []string{"id1=http://localhost:5001", "id2=http://localhost:5002"}, // lookalike
	}
	if got := newInitialCluster(opts); got != "id1=http://localhost:5001,id2=http://localhost:5002" {
		t.Fatalf("got %q", got)
	}
}
