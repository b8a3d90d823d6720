package transport

import "testing"

func TestDialUDP(t *testing.T) {
	nw := &Net{}
	// Source: github.com/pion/transport/v5/stdnet/net_test.go:106 (sink: a bare host:port is the form a net Dial wants, not a URI.)
	conn, err := nw.Dial("udp", "127.0.0.1:1234") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	_ = conn.Close()
}
