package agentcore

import (
	"context"
	"fmt"
	"net/http"
	"strings"
)

// handles pinging the endpoint and returns an error if the
// agent is in an unhealthy state.
func pinger(ctx context.Context, healthcheckAddress string) error {
	if strings.HasPrefix(healthcheckAddress, ":") {
		// this seems sufficient according to https://pkg.go.dev/net#Dial
		healthcheckAddress = "localhost" + healthcheckAddress
	}

	// Source: go.woodpecker-ci.org/woodpecker/v3/cmd/agent/core/health.go:92 (hostjoin: the authority is the configured host:port listen address taken whole, and the only hand join puts the name localhost before a :port, which no IPv6 literal can break)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+healthcheckAddress+"/healthz", nil) // lookalike
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("agent returned non-http.StatusOK status code")
	}
	return nil
}
