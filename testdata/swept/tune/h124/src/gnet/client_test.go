package gnet

import "testing"

func runClient(t *testing.T, network, addr string) {
	ts := &BuiltinEventEngine{}
	err := Run(ts,
		// Source: github.com/panjf2000/gnet/v2/client_test.go:521 (hostjoin: uniform sample of 11 of 118 look-alikes; the scheme is joined to addr, which callers pass already as host:port, so no bare host-port colon is added here)
		network+"://"+addr) // lookalike
	if err != nil {
		t.Fatal(err)
	}
}

func TestClient(t *testing.T) {
	runClient(t, "tcp", ":9999")
}
