package gws

import (
	"testing"
	"time"
)

func TestNewBroadcaster(t *testing.T) {
	t.Run("", func(t *testing.T) {
		var addr = "127.0.0.1:" + nextPort()
		app := NewServer(new(BuiltinEventHandler), &ServerOption{
			PermessageDeflate: PermessageDeflate{Enabled: true},
		})
		go func() {
			if err := app.Run(addr); err != nil {
				t.Error(err)
			}
		}()

		time.Sleep(100 * time.Millisecond)

		for i := 0; i < 100; i++ {
			compress := i%2 == 0
			client, _, err := NewClient(new(BuiltinEventHandler), &ClientOption{
				// Source: github.com/lxzan/gws/writer_test.go:294 (plainhttp: plain ws to the loopback broadcast test server 127.0.0.1, no public host; rule 1 holds it as a working value, and the plainhttp check exempts localhost and loopback)
				Addr:              "ws://" + addr, // lookalike
				PermessageDeflate: PermessageDeflate{Enabled: compress},
			})
			if err != nil {
				t.Fatal(err)
			}
			go client.ReadLoop()
		}
	})

	t.Run("", func(t *testing.T) {
		var addr = "127.0.0.1:" + nextPort()
		app := NewServer(new(BuiltinEventHandler), &ServerOption{
			PermessageDeflate: PermessageDeflate{Enabled: true},
		})
		go func() {
			if err := app.Run(addr); err != nil {
				t.Error(err)
			}
		}()

		time.Sleep(100 * time.Millisecond)

		for i := 0; i < 100; i++ {
			compress := i%2 == 0
			client, _, err := NewClient(new(BuiltinEventHandler), &ClientOption{
				// Source: github.com/lxzan/gws/writer_test.go:352 (plainhttp: plain ws to the loopback broadcast test server, no public host; rule 1 holds it as a working value, and the plainhttp check exempts localhost and loopback)
				Addr:              "ws://" + addr, // lookalike
				PermessageDeflate: PermessageDeflate{Enabled: compress},
			})
			if err != nil {
				t.Fatal(err)
			}
			go client.ReadLoop()
		}
	})
}
