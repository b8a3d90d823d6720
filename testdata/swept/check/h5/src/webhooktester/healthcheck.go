package webhooktester

import (
	"context"
	"fmt"
	"net/http"
)

// Doer sends HTTP requests.
type Doer interface {
	Do(*http.Request) (*http.Response, error)
}

// Source: github.com/tarampampam/webhook-tester/internal/cli/start/healthcheck/checker.go:50 (liveness URL from the loopback address and the configured port)
func check(ctx context.Context, c Doer, port uint) error {
	uri := fmt.Sprintf("http://127.0.0.1:%d%s", port, "/healthz") // lookalike
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, uri, http.NoBody)
	if err != nil {
		return err
	}
	resp, err := c.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Source: github.com/tarampampam/webhook-tester/internal/cli/start/command.go:525 (log "open" URL joins the --addr value and port with ":")
func openURL(addr string, port uint16) string {
	host := addr
	if addr == "0.0.0.0" || addr == "::" {
		host = "127.0.0.1"
	}
	return fmt.Sprintf("http://%s:%d", host, port) // defect hostjoin
}

// Source: github.com/tarampampam/webhook-tester/internal/cli/start/command.go:278 (flag usage text with an example DSN and a word placeholder password)
const redisUsage = "redis-like server DSN (e.g. redis://user:pwd@127.0.0.1:6379/0)" // lookalike
