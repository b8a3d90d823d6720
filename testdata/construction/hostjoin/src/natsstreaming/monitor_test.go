package natsstreaming

import (
	"fmt"
	"net/http"
	"testing"
)

const (
	monitorHost = "127.0.0.1"
	monitorPort = 8222
)

// Source: github.com/nats-io/nats-streaming-server/server/monitor_test.go:73 (the monitoring URL joins monitorHost, a test constant "127.0.0.1", to the port)
func getBody(t *testing.T, scheme, endpoint string) *http.Response {
	url := fmt.Sprintf("%s://%s:%d%s", scheme, monitorHost, monitorPort, endpoint) // lookalike
	resp, err := http.Get(url)
	if err != nil {
		t.Skipf("monitor not running: %v", err)
	}
	return resp
}

func TestMonitorServerz(t *testing.T) {
	resp := getBody(t, "http", "/streaming/serverz")
	resp.Body.Close()
}
