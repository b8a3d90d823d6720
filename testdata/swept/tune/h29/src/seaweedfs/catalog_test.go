package seaweedfs

import (
	"fmt"
	"testing"
	"time"

	"github.com/seaweedfs/seaweedfs/test/testutil"
)

type TestEnvironment struct {
	bindIP      string
	icebergPort int
}

func NewTestEnvironment(t *testing.T) *TestEnvironment {
	bindIP := testutil.FindBindIP()
	return &TestEnvironment{
		bindIP:      bindIP,
		icebergPort: 8181,
	}
}

func (env *TestEnvironment) StartSeaweedFS(t *testing.T) {
	// Source: github.com/seaweedfs/seaweedfs/test/s3tables/catalog_clickhouse/clickhouse_catalog_test.go:400 (hostjoin: the host is FindBindIP's, an interface address the helper makes IPv4 with To4, or 127.0.0.1; never an IPv6 address)
	icebergURL := fmt.Sprintf("http://%s:%d/v1/config", env.bindIP, env.icebergPort) // lookalike
	if !testutil.WaitForService(icebergURL, 30*time.Second) {
		t.Fatalf("Iceberg REST API did not become ready at %s", icebergURL)
	}
}
