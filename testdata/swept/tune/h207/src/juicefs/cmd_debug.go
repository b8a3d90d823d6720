package juicefs

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"time"
)

type metricItem struct {
	name, url string
}

func getRequest(url string, timeout time.Duration) ([]byte, error) {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, "GET", url, nil)
	if err != nil {
		return nil, fmt.Errorf("error creating GET request: %v", err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, fmt.Errorf("error GET request: %v", err)
	}
	defer resp.Body.Close()
	return io.ReadAll(resp.Body)
}

// check pprof service status
func checkPort(port int, amp string) error {
	// Source: github.com/juicedata/juicefs/cmd/debug.go:252 (port: the %d verb is filled with the int pprof port read from the agent, giving a valid localhost URL)
	url := fmt.Sprintf("http://localhost:%d/debug/pprof/cmdline?debug=1", port) // lookalike
	_, err := getRequest(url, 3*time.Second)
	if err != nil {
		return fmt.Errorf("error checking pprof alive: %v", err)
	}
	return nil
}

func collectPprof(port int, trace, profile uint64) map[string]metricItem {
	// Source: github.com/juicedata/juicefs/cmd/debug.go:364 (port: the %d verb is filled with the int pprof port, and the base ends with a slash for the names appended to it)
	baseUrl := fmt.Sprintf("http://localhost:%d/debug/pprof/", port) // lookalike
	metrics := map[string]metricItem{
		"allocs": {name: "allocs.pb.gz", url: baseUrl + "allocs"},
		// Source: github.com/juicedata/juicefs/cmd/debug.go:378 (baseslash: the base URL ends with a slash, so appending the profile name and query gives the intended path)
		"trace": {name: fmt.Sprintf("trace.%ds.pb.gz", trace), url: fmt.Sprintf("%strace?seconds=%d", baseUrl, trace)}, // lookalike
		// Source: github.com/juicedata/juicefs/cmd/debug.go:379 (baseslash: the base URL ends with a slash, so appending the profile name and query gives the intended path)
		"profile": {name: fmt.Sprintf("profile.%ds.pb.gz", profile), url: fmt.Sprintf("%sprofile?seconds=%d", baseUrl, profile)}, // lookalike
	}
	return metrics
}
