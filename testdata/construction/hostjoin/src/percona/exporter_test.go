package percona

import (
	"fmt"
	"net"
	"os"
	"testing"
)

func getenvDefault(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

type Opts struct {
	URI           string
	DirectConnect bool
}

// Source: github.com/percona/mongodb_exporter/exporter/exporter_test.go:180 (each test URI joins the host and a port from the environment with net.JoinHostPort)
func TestConnect(t *testing.T) {
	hostname := "127.0.0.1"
	ports := map[string]string{
		"standalone": getenvDefault("TEST_MONGODB_STANDALONE_PORT", "27017"),
	}
	for name, port := range ports {
		opts := &Opts{
			URI:           fmt.Sprintf("mongodb://%s/admin", net.JoinHostPort(hostname, port)), // lookalike
			DirectConnect: true,
		}
		if opts.URI == "" {
			t.Fatal(name)
		}
	}
}
