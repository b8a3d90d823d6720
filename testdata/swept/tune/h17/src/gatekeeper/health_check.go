package gatekeeper

import (
	"fmt"
	"net"
	"net/http"
	"strconv"
)

// NewWebhookReadyChecker returns a readiness check that calls the webhook's
// own TLS listener.
func NewWebhookReadyChecker(probeHost string, port int) func(*http.Request) error {
	client := &http.Client{}
	return func(_ *http.Request) error {
		// Source: github.com/open-policy-agent/gatekeeper/pkg/webhook/health_check.go:35 (hostjoin: host and port joined with net.JoinHostPort, which brackets an IPv6 host)
		url := fmt.Sprintf("https://%s", net.JoinHostPort(probeHost, strconv.Itoa(port))) // lookalike
		resp, err := client.Get(url)
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			return fmt.Errorf("unexpected status %d", resp.StatusCode)
		}
		return nil
	}
}
