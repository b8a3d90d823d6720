package pachyderm

import (
	"fmt"
	"io"
	"net/http"
	"testing"
)

// testClient stands for the API client of the cluster under test; its
// address comes from the deployment it found.
type testClient struct{ addr *PachdAddress }

func (c *testClient) GetAddress() *PachdAddress { return c.addr }

func clusterClient(t *testing.T) *testClient {
	addr, err := ParseAddress("grpc://pachd.example.com:30650")
	if err != nil {
		t.Skip(err)
	}
	return &testClient{addr: addr}
}

// Source: github.com/pachyderm/pachyderm/src/server/pps/server/metrics_test.go:83 (the Prometheus query URL joins the host of the client's cluster address, found by the client package, to a port with ':')
// Relabelled look-alike: as rewritten, the test parses the address from
// its own constant DNS name, a host the test sets itself.
func TestApprovalErrorsMetric(t *testing.T) {
	c := clusterClient(t)
	addr := c.GetAddress()
	uri := fmt.Sprintf("http://%s:%d/api/v1/query?query=approval_errors_total", addr.Host, addr.Port+10) // lookalike
	resp, err := http.Get(uri)
	if err != nil {
		t.Skipf("could not fetch %s: %v", uri, err)
	}
	defer resp.Body.Close()
	if _, err := io.ReadAll(resp.Body); err != nil {
		t.Fatal(err)
	}
}
