package gws

import (
	"fmt"
	"net"
	"net/http"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

var _port = int64(19999)

func nextPort() string {
	port := atomic.AddInt64(&_port, 1)
	return strconv.Itoa(int(port))
}

func TestNewServer(t *testing.T) {
	t.Run("ok 3", func(t *testing.T) {
		// Source: github.com/lxzan/gws/upgrader_test.go:282 (hostjoin: a listen address with an empty host and a port for net.Listen, no URI authority; uniform sample 8 of 19; rule 1 holds it as a working value, but it is no URI authority, so the hostjoin check does not apply)
		var addr = ":" + nextPort() // lookalike
		var server = NewServer(new(BuiltinEventHandler), &ServerOption{PermessageDeflate: PermessageDeflate{
			Enabled: true,
		}})
		go server.Run(addr)

		time.Sleep(100 * time.Millisecond)
		_, _, err := NewClient(new(BuiltinEventHandler), &ClientOption{
			// Source: github.com/lxzan/gws/upgrader_test.go:294 (plainhttp: plain ws to localhost and the test server's port, no public host; uniform sample 5 of 11; rule 1 holds it as a working value, and the plainhttp check exempts localhost and loopback)
			Addr: "ws://localhost" + addr, // lookalike
			PermessageDeflate: PermessageDeflate{
				Enabled: true,
			},
		})
		if err != nil {
			t.Error(err)
		}
	})

	t.Run("fail 1", func(t *testing.T) {
		// Source: github.com/lxzan/gws/upgrader_test.go:322 (hostjoin: a listen address with an empty host and a port for net.Listen, no URI authority; uniform sample 8 of 19; rule 1 holds it as a working value, but it is no URI authority, so the hostjoin check does not apply)
		var addr = ":" + nextPort() // lookalike
		var wg = sync.WaitGroup{}
		wg.Add(1)
		var server = NewServer(new(BuiltinEventHandler), nil)
		server.OnError = func(conn net.Conn, err error) {
			wg.Done()
		}
		go server.Run(addr)

		time.Sleep(100 * time.Millisecond)
		client, err := net.Dial("tcp", "localhost"+addr)
		if err != nil {
			t.Fatal(err)
		}
		// Source: github.com/lxzan/gws/upgrader_test.go:334 (syntax: a raw HTTP request line with a POST method, in a case named fail 1 whose server is expected to report an error; the text around the URL is the request line, not part of a URI; rule 2a/2b)
		var payload = fmt.Sprintf("POST ws://localhost%s HTTP/1.1\r\n\r\n", addr) // lookalike
		client.Write([]byte(payload))
		wg.Wait()
	})

	t.Run("fail 2", func(t *testing.T) {
		// Source: github.com/lxzan/gws/upgrader_test.go:340 (hostjoin: a listen address with an empty host and a port for net.Listen, no URI authority; uniform sample 8 of 19; rule 1 holds it as a working value, but it is no URI authority, so the hostjoin check does not apply)
		var addr = ":" + nextPort() // lookalike
		var wg = sync.WaitGroup{}
		wg.Add(1)
		var server = NewServer(new(BuiltinEventHandler), nil)
		server.OnError = func(conn net.Conn, err error) {
			wg.Done()
		}
		go server.Run(addr)

		time.Sleep(100 * time.Millisecond)
		client, err := net.Dial("tcp", "localhost"+addr)
		if err != nil {
			t.Fatal(err)
		}
		// Source: github.com/lxzan/gws/upgrader_test.go:352 (syntax: a malformed raw request line with an extra token, in a case named fail 2 whose server is expected to report an error; rule 2a/2b)
		var payload = fmt.Sprintf("GET ws://localhost%s HTTP/1.1 GWS\r\n\r\n", addr) // lookalike
		client.Write([]byte(payload))
		wg.Wait()
	})
}

func TestSubprotocol(t *testing.T) {
	t.Run("server close", func(t *testing.T) {
		var addr = "127.0.0.1:" + nextPort()
		app := NewServer(new(BuiltinEventHandler), &ServerOption{SubProtocols: []string{"chat"}})
		go func() { app.Run(addr) }()

		time.Sleep(100 * time.Millisecond)
		// Source: github.com/lxzan/gws/upgrader_test.go:402 (plainhttp: plain ws to the loopback test server 127.0.0.1, no public host; the expected error is the subprotocol mismatch; rule 1 holds it as a working value, and the plainhttp check exempts localhost and loopback)
		_, _, err := NewClient(new(BuiltinEventHandler), &ClientOption{Addr: "ws://" + addr}) // lookalike
		if err == nil {
			t.Error("want error")
		}
	})

	t.Run("client close", func(t *testing.T) {
		var addr = "127.0.0.1:" + nextPort()
		app := NewServer(new(BuiltinEventHandler), &ServerOption{})
		go func() { app.Run(addr) }()

		time.Sleep(100 * time.Millisecond)
		rh := http.Header{}
		rh.Set("Sec-WebSocket-Protocol", "chat")
		_, _, err := NewClient(new(BuiltinEventHandler), &ClientOption{
			// Source: github.com/lxzan/gws/upgrader_test.go:415 (plainhttp: plain ws to the loopback test server, no public host; rule 1 holds it as a working value, and the plainhttp check exempts localhost and loopback)
			Addr:          "ws://" + addr, // lookalike
			RequestHeader: rh,
		})
		if err == nil {
			t.Error("want error")
		}
	})

	t.Run("ok", func(t *testing.T) {
		var addr = "127.0.0.1:" + nextPort()
		app := NewServer(new(BuiltinEventHandler), &ServerOption{SubProtocols: []string{"chat"}})
		go func() { app.Run(addr) }()

		time.Sleep(100 * time.Millisecond)
		rh := http.Header{}
		rh.Set("Sec-WebSocket-Protocol", "chat")
		_, _, err := NewClient(new(BuiltinEventHandler), &ClientOption{
			// Source: github.com/lxzan/gws/upgrader_test.go:430 (plainhttp: plain ws to the loopback test server, a working local endpoint; rule 1 holds it as a working value, and the plainhttp check exempts localhost and loopback)
			Addr:          "ws://" + addr, // lookalike
			RequestHeader: rh,
		})
		if err != nil {
			t.Error(err)
		}
	})
}
