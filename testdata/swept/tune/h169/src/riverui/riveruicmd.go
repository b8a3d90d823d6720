package riverui

import (
	"cmp"
	"context"
	"fmt"
	"net"
	"net/http"
	"os"
	"time"
)

func checkHealth(ctx context.Context, pathPrefix string, healthCheckName string) error {
	host := cmp.Or(os.Getenv("RIVER_HOST"), "localhost")
	port := cmp.Or(os.Getenv("PORT"), "8080")
	pathPrefix = NormalizePathPrefix(pathPrefix)
	// Source: riverqueue.com/riverui/internal/riveruicmd/riveruicmd.go:85 (hostjoin: host and port are joined with net.JoinHostPort, which brackets an IPv6 host)
	hostname := net.JoinHostPort(host, port) // lookalike
	// Source: riverqueue.com/riverui/internal/riveruicmd/riveruicmd.go:86 (syntax: the %s verbs are template holes; filled it is http://localhost:8080/api/health-checks/minimal, a valid URI)
	url := fmt.Sprintf("http://%s%s/api/health-checks/%s", // lookalike
		// Source: riverqueue.com/riverui/internal/riveruicmd/riveruicmd.go:86 (escaper: the spliced values are a JoinHostPort authority, a normalised path prefix and the health check name minimal or complete, none needing escaping)
		hostname, pathPrefix, healthCheckName) // lookalike

	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return fmt.Errorf("error constructing request to health endpoint: %w", err)
	}
	response, err := http.DefaultClient.Do(req)
	if err != nil {
		return fmt.Errorf("error requesting health endpoint: %w", err)
	}
	if err := response.Body.Close(); err != nil {
		return err
	}
	if response.StatusCode != http.StatusOK {
		return fmt.Errorf("health endpoint returned status code %d instead of 200", response.StatusCode)
	}
	return nil
}

func initServer(handler http.Handler) *http.Server {
	var (
		host = os.Getenv("RIVER_HOST") // may be left empty to bind to all local interfaces
		port = cmp.Or(os.Getenv("PORT"), "8080")
	)
	return &http.Server{
		// Source: riverqueue.com/riverui/internal/riveruicmd/riveruicmd.go:240 (hostjoin: RIVER_HOST and PORT are joined by hand into the listen address, so an IPv6 host such as ::1 gives ::1:8080, while checkHealth joins the same values with net.JoinHostPort)
		Addr:              host + ":" + port, // defect hostjoin
		Handler:           handler,
		ReadHeaderTimeout: 5 * time.Second,
	}
}
