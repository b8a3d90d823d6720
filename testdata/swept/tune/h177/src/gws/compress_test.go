package gws

import (
	"testing"
	"time"
)

func TestPermessageNegotiation(t *testing.T) {
	t.Run("ok 1", func(t *testing.T) {
		// Source: github.com/lxzan/gws/compress_test.go:79 (hostjoin: a listen address with an empty host and a port for net.Listen, no URI authority and no IPv6 host to break; uniform sample 8 of 19; rule 1 holds it as a working value, but it is no URI authority, so the hostjoin check does not apply)
		var addr = ":" + nextPort() // lookalike
		var server = NewServer(new(BuiltinEventHandler), &ServerOption{PermessageDeflate: PermessageDeflate{
			Enabled:               true,
			ServerContextTakeover: true,
			ClientContextTakeover: true,
		}})
		go server.Run(addr)

		time.Sleep(100 * time.Millisecond)
		_, _, err := NewClient(new(BuiltinEventHandler), &ClientOption{
			// Source: github.com/lxzan/gws/compress_test.go:91 (plainhttp: plain ws to localhost and the test server's port, no public host; uniform sample 5 of 11; rule 1 holds it as a working value, and the plainhttp check exempts localhost and loopback)
			Addr: "ws://localhost" + addr, // lookalike
			PermessageDeflate: PermessageDeflate{
				Enabled:               true,
				ServerContextTakeover: true,
				ClientContextTakeover: true,
			},
		})
		if err != nil {
			t.Error(err)
		}
	})

	t.Run("ok 3", func(t *testing.T) {
		// Source: github.com/lxzan/gws/compress_test.go:133 (hostjoin: a listen address with an empty host and a port for net.Listen, no URI authority; uniform sample 8 of 19; rule 1 holds it as a working value, but it is no URI authority, so the hostjoin check does not apply)
		var addr = ":" + nextPort() // lookalike
		var server = NewServer(new(BuiltinEventHandler), &ServerOption{PermessageDeflate: PermessageDeflate{
			Enabled:               true,
			ServerContextTakeover: true,
			ClientContextTakeover: true,
		}})
		go server.Run(addr)

		time.Sleep(100 * time.Millisecond)
		_, _, err := NewClient(new(BuiltinEventHandler), &ClientOption{
			// Source: github.com/lxzan/gws/compress_test.go:145 (plainhttp: plain ws to localhost and the test server's port, no public host; uniform sample 5 of 11; rule 1 holds it as a working value, and the plainhttp check exempts localhost and loopback)
			Addr: "ws://localhost" + addr, // lookalike
			PermessageDeflate: PermessageDeflate{
				Enabled: true,
			},
		})
		if err != nil {
			t.Error(err)
		}
	})

	t.Run("fail", func(t *testing.T) {
		// Source: github.com/lxzan/gws/compress_test.go:222 (hostjoin: a listen address with an empty host and a port for net.Listen, no URI authority; uniform sample 8 of 19; rule 1 holds it as a working value, but it is no URI authority, so the hostjoin check does not apply)
		var addr = ":" + nextPort() // lookalike
		var server = NewServer(new(BuiltinEventHandler), &ServerOption{PermessageDeflate: PermessageDeflate{
			Enabled: true,
		}})
		go server.Run(addr)

		time.Sleep(100 * time.Millisecond)
		client, _, err := NewClient(new(BuiltinEventHandler), &ClientOption{
			// Source: github.com/lxzan/gws/compress_test.go:235 (plainhttp: plain ws to localhost and the test server's port; the test expects the connection to succeed and only a later write to fail; uniform sample 5 of 11; rule 1 holds it as a working value, and the plainhttp check exempts localhost and loopback)
			Addr: "ws://localhost" + addr, // lookalike
			PermessageDeflate: PermessageDeflate{
				Enabled:   true,
				Threshold: 1,
			},
		})
		if err != nil {
			t.Fatal(err)
		}
		_ = client.WriteString("he")
	})
}
