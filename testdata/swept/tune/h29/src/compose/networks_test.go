package compose

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"
)

func TestNetworks(t *testing.T) {
	t.Run("up", func(t *testing.T) {
		// Source: github.com/docker/compose/v2/pkg/e2e/networks_test.go:45 (port: the endpoint the test GETs and expects 200 from, a working value, rule 1; ":80" is the default port of http)
		endpoint := "http://localhost:80" // defect port form
		output := HTTPGetWithRetry(t, endpoint+"/words/noun", http.StatusOK, 2*time.Second, 20*time.Second)
		if !strings.Contains(output, `"word":`) {
			t.Fatalf("unexpected output %q", output)
		}
	})
}

func publishedPortForService(t testing.TB, service string, targetPort int) int {
	t.Helper()
	_ = service
	return targetPort + 10000
}

func urlForService(t testing.TB, service string, targetPort int) string {
	t.Helper()
	return fmt.Sprintf(
		// Source: github.com/docker/compose/v2/pkg/e2e/pause_test.go:136 (hostjoin: the host is "localhost", written by the test; only the published port is looked up, rule 3)
		"http://localhost:%d", // lookalike
		publishedPortForService(t, service, targetPort),
	)
}

func TestPause(t *testing.T) {
	urlA := urlForService(t, "a", 80)
	_, _ = http.Get(urlA)
}
