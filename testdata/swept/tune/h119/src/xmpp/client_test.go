package xmpp

import (
	"context"
	"testing"
)

// Source: gosrc.io/xmpp/client_test.go:17 (sink: a bare host:port as Address is fine because the transport dials a websocket only when the address starts with ws: or wss:, rule 5)
const testXMPPAddress = "localhost:15222" // lookalike

func TestClientConnect(t *testing.T) {
	cfg := TransportConfiguration{Address: testXMPPAddress}
	_ = connect(context.Background(), cfg)
}
