package tempo

import (
	"net/http"
	"testing"

	"github.com/grafana/e2e"
	"github.com/stretchr/testify/require"
)

// the LiveStore becomes ready immediately without waiting
func TestLiveStoreReadinessDefaultBehavior(t *testing.T) {
	liveStoreA := e2e.NewHTTPService("live-store-zone-a", 3200)

	// With default config (readiness_target_lag=0), LiveStore should be ready immediately
	require.NoError(t, liveStoreA.WaitReady())

	// Verify /ready endpoint returns 200
	// Source: github.com/grafana/tempo/integration/operations/livestore_readiness_test.go:26 (hostjoin: Endpoint gives host:port already, mapped by the e2e framework; nothing joins a host and a port here)
	req, err := http.NewRequest("GET", "http://"+liveStoreA.Endpoint(3200)+"/ready", nil) // lookalike
	require.NoError(t, err)
	httpResp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	require.Equal(t, 200, httpResp.StatusCode)
}
