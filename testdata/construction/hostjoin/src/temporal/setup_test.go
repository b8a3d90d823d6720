package temporal

import (
	"fmt"
	"net/http"
	"testing"
)

type httpClientOptions struct {
	BaseURL string
	Service string
}

// Source: github.com/temporalio/temporal/common/nexus/nexusrpc/setup_test.go:35 (the client's base URL is a listener's Addr().String(), already host:port)
func TestClientSetup(t *testing.T) {
	listener, err := listenLocal()
	if err != nil {
		t.Fatal(err)
	}
	defer listener.Close()
	opts := httpClientOptions{
		BaseURL: fmt.Sprintf("http://%s/", listener.Addr().String()), // lookalike
		Service: "test-service",
	}
	go http.Serve(listener, http.NotFoundHandler())
	if _, err := http.Get(opts.BaseURL); err != nil {
		t.Fatal(err)
	}
}
