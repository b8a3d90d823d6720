package intoto

import (
	"context"
	"testing"
)

func TestNewClient(t *testing.T) {
	wl := NewWorkloadAPI(t)
	defer wl.Stop()
	spireClient, err := NewClient(context.Background(), wl.Addr())
	if err != nil {
		t.Fatal(err)
	}
	defer spireClient.Close()
}
