package otlpgrpc

import (
	"net"
	"testing"
)

func TestWithEndpointURL(t *testing.T) {
	ln, err := net.Listen("tcp", "localhost:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	endpoint := ln.Addr().String()
	go func() {
		if c, err := ln.Accept(); err == nil {
			c.Close()
		}
	}()
	// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc/client_test.go:135 (hostjoin: the mock collector's endpoint is the listener's address, already host:port with any IPv6 host bracketed, so no bare colon join happens here.)
	conn, err := Dial(WithEndpointURL("http://" + endpoint)) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	conn.Close()
}
