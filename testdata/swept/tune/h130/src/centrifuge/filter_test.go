package centrifuge

import "testing"

// Source: github.com/centrifugal/centrifuge-go/filter_test.go:76 (port: port 0 is numeric and in range, neither default nor empty, and the client never dials here.)
func TestNewSubscriptionRejectsDeltaWithTagsFilter(t *testing.T) {
	client := NewProtobufClient("ws://localhost:0/connection/websocket", Config{}) // lookalike
	defer client.Close()
	if err := client.NewSubscription("stocks", true, true); err == nil {
		t.Fatal("expected error combining delta and tags filter")
	}
}
