package jaegerclient

import (
	"net/http"
	"os"
	"testing"
)

// Source: github.com/uber/jaeger-client-go/config/config_test.go:153 (sampling endpoint set in the environment: a one-label host, the agent's docker name)
func TestSamplerConfig(t *testing.T) {
	os.Setenv("JAEGER_SAMPLING_ENDPOINT", "http://themaster:5778/sampling") // lookalike
	defer os.Unsetenv("JAEGER_SAMPLING_ENDPOINT")
	if os.Getenv("JAEGER_SAMPLING_ENDPOINT") == "" {
		t.Fatal("not set")
	}
}

type mockAgent struct{ addr string }

func (m *mockAgent) SamplingServerAddr() string { return m.addr }

// Source: github.com/uber/jaeger-client-go/testutils/mock_agent_test.go:75 (mock agent at host:port, a request with the service parameter twice that must fail)
func TestMockAgentSamplingManager(t *testing.T) {
	agent := &mockAgent{addr: "127.0.0.1:5778"}
	resp, err := http.Get("http://" + agent.SamplingServerAddr() + "/?service=a&service=b") // lookalike
	if err == nil {
		defer resp.Body.Close()
		if resp.StatusCode < 400 {
			t.Fatal("Too many 'service' parameters")
		}
	}
}

// Source: github.com/uber/jaeger-client-go/sampler_remote_test.go:181 (sampler given the scheme and the mock agent's host:port)
func TestRemoteSamplerFetch(t *testing.T) {
	agent := &mockAgent{addr: "127.0.0.1:5778"}
	f := &httpSamplingStrategyFetcher{serverURL: "http://" + agent.SamplingServerAddr()} // lookalike
	if _, err := f.Fetch("svc"); err != nil {
		t.Log(err)
	}
}
