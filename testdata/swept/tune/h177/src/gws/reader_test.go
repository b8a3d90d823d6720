package gws

import (
	"testing"
	"time"
)

func TestConn_ReadMessage(t *testing.T) {
	t.Run("", func(t *testing.T) {
		// Source: github.com/lxzan/gws/reader_test.go:400 (hostjoin: a listen address with an empty host and a port for net.Listen, no URI authority; uniform sample 8 of 19; rule 1 holds it as a working value, but it is no URI authority, so the hostjoin check does not apply)
		var addr = ":" + nextPort() // lookalike
		var server = NewServer(new(BuiltinEventHandler), nil)
		go server.Run(addr)

		time.Sleep(100 * time.Millisecond)
		client, _, err := NewClient(new(BuiltinEventHandler), &ClientOption{
			// Source: github.com/lxzan/gws/reader_test.go:418 (plainhttp: plain ws to localhost and the test server's port, no public host; uniform sample 5 of 11; rule 1 holds it as a working value, and the plainhttp check exempts localhost and loopback)
			Addr: "ws://localhost" + addr, // lookalike
			PermessageDeflate: PermessageDeflate{
				Enabled:               true,
				ServerContextTakeover: true,
				ClientContextTakeover: true,
			},
		})
		if err != nil {
			t.Fatal(err)
		}
		client.ReadLoop()
	})
}
