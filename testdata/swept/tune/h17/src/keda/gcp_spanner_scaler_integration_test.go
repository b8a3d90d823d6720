package keda

import (
	"os"
	"strings"
	"testing"
)

func requireEmulator(t *testing.T) (grpcAddr, httpAddr string) {
	t.Helper()
	host := os.Getenv("SPANNER_EMULATOR_HOST")
	if host == "" {
		t.Skip("SPANNER_EMULATOR_HOST not set — skipping integration test")
	}
	// HTTP gateway is on port 9020 by convention (grpc on 9010)
	httpHost := strings.Replace(host, "9010", "9020", 1)
	// Source: github.com/kedacore/keda/pkg/scalers/gcp_spanner_scaler_integration_test.go:38 (hostjoin: the emulator address from the environment is host:port already; no host and port are joined here)
	return host, "http://" + httpHost // lookalike
}

func TestSpannerEmulator(t *testing.T) {
	_, httpAddr := requireEmulator(t)
	if httpAddr == "" {
		t.Fatal("empty")
	}
}
