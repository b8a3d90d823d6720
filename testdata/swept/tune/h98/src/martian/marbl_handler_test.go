package martian

import (
	"fmt"
	"net"
	"net/http"
	"testing"

	"golang.org/x/net/websocket"
)

func TestStreamsInLogs(t *testing.T) {
	l, err := net.Listen("tcp", ":0")
	if err != nil {
		t.Fatal(err)
	}
	go http.Serve(l, http.NotFoundHandler())
	// Source: github.com/google/martian/v3/marbl/handler_test.go:38 (hostjoin: the verb is filled with the listener address, already a host:port that Go brackets for IPv6)
	ws, err := websocket.Dial(fmt.Sprintf("ws://%s", l.Addr()), "", "http://localhost/") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer ws.Close()
}
