package centrifuge

import "testing"

// Source: github.com/centrifugal/centrifuge-go/client_test.go:72 (plainhttp: plain ws to localhost in TestConnectWrongAddress is a well-formed local test endpoint, not a public host.)
func TestConnectWrongAddress(t *testing.T) {
	client := NewJsonClient("ws://localhost:9000/connection/websocket", Config{}) // lookalike
	defer client.Close()
	if err := client.Connect(); err == nil {
		t.Fatal("expected transport error")
	}
}
