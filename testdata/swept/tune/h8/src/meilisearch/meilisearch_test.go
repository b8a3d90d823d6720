package meilisearch

import (
	"fmt"
	"os"
	"testing"
)

func TestHealth(t *testing.T) {
	// Source: github.com/meilisearch/meilisearch-go/integration/meilisearch_test.go:539 (sink: a host named wrongurl that the test expects the health check to fail on)
	badSv := New("http://wrongurl:1234") // lookalike
	tests := []struct {
		name    string
		client  *Client
		wantErr bool
	}{
		{name: "TestHealthWithBadUrl", client: badSv, wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.client.Health()
			if tt.wantErr && err == nil {
				t.Fatal("expected an error")
			}
		})
	}
}

func TestListWebhooks(t *testing.T) {
	host := os.Getenv("MEILISEARCH_URL")
	if host == "" {
		t.Skip("no server")
	}
	sv := New(host)
	for i := 0; i < 5; i++ {
		// Source: github.com/meilisearch/meilisearch-go/integration/webhook_test.go:69 (hostform: webhook URLs the server stores and never calls; '_' is an unreserved character of a reg-name)
		if err := sv.AddWebhook(fmt.Sprintf("http://example_%d.com", i)); err != nil { // lookalike
			t.Fatal(err)
		}
	}
}
