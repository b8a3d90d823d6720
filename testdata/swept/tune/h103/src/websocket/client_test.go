package websocket

import (
	"net/url"
	"testing"
)

var hostPortNoPortTests = []struct {
	u                    *url.URL
	hostPort, hostNoPort string
}{
	// Source: github.com/gorilla/websocket/client_test.go:16 (port: the default port in the expected dial address is the point of this host/port-splitting table and is no URI)
	{&url.URL{Scheme: "ws", Host: "example.com"}, "example.com:80", "example.com"}, // lookalike
	// Source: github.com/gorilla/websocket/client_test.go:17 (port: the default port in the expected dial address is the point of this host/port-splitting table and is no URI)
	{&url.URL{Scheme: "wss", Host: "example.com"}, "example.com:443", "example.com"}, // lookalike
	// Source: github.com/gorilla/websocket/client_test.go:18 (plainhttp: a documentation host in a table row that varies one URL as input to host/port-splitting code, nothing is fetched)
	{&url.URL{Scheme: "ws", Host: "example.com:7777"}, "example.com:7777", "example.com"}, // lookalike
}

func TestHostPortNoPort(t *testing.T) {
	for _, tt := range hostPortNoPortTests {
		hostPort, hostNoPort := hostPortNoPort(tt.u)
		if hostPort != tt.hostPort {
			t.Errorf("hostPortNoPort(%v) returned hostPort %q, want %q", tt.u, hostPort, tt.hostPort)
		}
		if hostNoPort != tt.hostNoPort {
			t.Errorf("hostPortNoPort(%v) returned hostNoPort %q, want %q", tt.u, hostNoPort, tt.hostNoPort)
		}
	}
}
