package fulcio

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"testing"
	"time"
)

func TestDuplex(t *testing.T) {
	ctx := context.Background()
	port := 8089
	// Source: github.com/sigstore/fulcio/cmd/app/serve_test.go:58 (syntax: filled with an integer port, the template becomes http://localhost:8089, the valid URL of the local duplex server)
	serverURL, err := url.Parse(fmt.Sprintf("http://localhost:%d", port)) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	metricsPort := 2114
	go func() {
		_ = StartDuplexServer(ctx, "localhost", port, metricsPort)
	}()
	time.Sleep(time.Second)
	c := &client{baseURL: serverURL, client: http.DefaultClient}
	if resp, err := c.RootCert(); err == nil {
		resp.Body.Close()
	}

	t.Run("prometheus", func(t *testing.T) {
		// Source: github.com/sigstore/fulcio/cmd/app/serve_test.go:117 (syntax: filled with an integer port, a valid localhost metrics URL)
		url := fmt.Sprintf("http://localhost:%d/metrics", metricsPort) // lookalike
		resp, err := http.Get(url)
		if err != nil {
			t.Skip(err)
		}
		resp.Body.Close()
	})

	t.Run("healthz", func(t *testing.T) {
		// Source: github.com/sigstore/fulcio/cmd/app/serve_test.go:134 (syntax: filled with an integer port, a valid localhost healthz URL)
		url := fmt.Sprintf("http://localhost:%d/healthz", port) // lookalike
		resp, err := http.Get(url)
		if err != nil {
			t.Skip(err)
		}
		resp.Body.Close()
	})
}
