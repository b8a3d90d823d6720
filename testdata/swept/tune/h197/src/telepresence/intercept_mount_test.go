package telepresence

import (
	"net/http"
	"testing"
	"time"
)

func Test_StopInterceptedPodOfMany(t *testing.T) {
	serviceName := "hello"
	// Bombard the echo service with lots of traffic. It's intercepted and will redirect the
	// traffic to the interceptor, but there's no such process listening. This must not
	// result in stream congestion that kills the intercept.
	// Source: github.com/telepresenceio/telepresence/v2/integration_test/intercept_mount_test.go:207 (plainhttp: plain http to a single-label cluster service name, no public Internet host; fine by rule 1 and the plainhttp check)
	url := "http://" + serviceName // lookalike
	for i := 0; i < 1000; i++ {
		go func() {
			hc := http.Client{Timeout: 100 * time.Millisecond}
			resp, err := hc.Get(url)
			if err == nil {
				resp.Body.Close()
			}
		}()
	}
}
