package rabbitmqstream

import (
	"context"
	"fmt"
	"net/http"
	"testing"
)

// Source: github.com/rabbitmq/rabbitmq-stream-go-client/pkg/stream/stream_suite_test.go:40 (the test suite creates and deletes vhosts through the management API at a URL with the guest password)
func vhostURL(vhost string) string {
	return fmt.Sprintf("http://guest:guest@localhost:15672/api/vhosts/%s", vhost) // defect credentials
}

func httpCall(method, url string) error {
	req, err := http.NewRequestWithContext(context.Background(), method, url, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func TestCreateVhost(t *testing.T) {
	if err := httpCall("PUT", vhostURL("test-vhost")); err != nil {
		t.Skip(err)
	}
}
