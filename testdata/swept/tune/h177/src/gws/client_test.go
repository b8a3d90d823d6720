package gws

import (
	"crypto/tls"
	"io"
	"net"
	"net/http"
	"testing"
	"time"
)

func TestNewClient(t *testing.T) {
	NewClient(new(BuiltinEventHandler), nil)
	{
		var option = &ClientOption{
			Addr: "ws://127.0.0.1",
		}
		NewClient(new(BuiltinEventHandler), option)
	}

	{
		var option = &ClientOption{
			Addr: "wss://127.0.0.1",
		}
		NewClient(new(BuiltinEventHandler), option)
	}

	{
		var option = &ClientOption{
			// Source: github.com/lxzan/gws/client_test.go:33 (sink: one of four like blocks that vary only the Addr scheme (ws, wss, unix, tls) on purpose to drive NewClient's unsupported-scheme branch; rule 2d)
			Addr: "unix:///", // lookalike
		}
		NewClient(new(BuiltinEventHandler), option)
	}

	{
		var option = &ClientOption{
			// Source: github.com/lxzan/gws/client_test.go:40 (sink: the next of the four blocks varying the scheme on purpose, tls is rejected by NewClient as the test means; rule 2d)
			Addr: "tls://127.0.0.1", // lookalike
		}
		NewClient(new(BuiltinEventHandler), option)
	}
}

func TestNewClientFromConn(t *testing.T) {
	t.Run("ok", func(t *testing.T) {
		server := NewServer(BuiltinEventHandler{}, nil)
		// Source: github.com/lxzan/gws/client_test.go:51 (hostjoin: a listen address with an empty host and a port for net.Listen, no URI authority and no IPv6 host to break; uniform sample 8 of 19; rule 1 holds it as a working value, but it is no URI authority, so the hostjoin check does not apply)
		addr := ":" + nextPort() // lookalike
		go server.Run(addr)

		time.Sleep(100 * time.Millisecond)
		conn, err := net.Dial("tcp", "localhost"+addr)
		if err != nil {
			t.Fatal(err)
		}
		_, _, err = NewClientFromConn(BuiltinEventHandler{}, &ClientOption{
			RequestHeader: http.Header{
				"Host": []string{"localhost"},
			},
		}, conn)
		if err != nil {
			t.Error(err)
		}
	})
}

func TestNewClientWSS(t *testing.T) {
	addr := "127.0.0.1:" + nextPort()
	srv := NewServer(new(BuiltinEventHandler), nil)
	listener, err := tls.Listen("tcp", addr, &tls.Config{})
	if err != nil {
		t.Fatal(err)
	}
	go srv.RunListener(listener)

	t.Run("", func(t *testing.T) {
		opts := &ClientOption{
			// Source: github.com/lxzan/gws/client_test.go:347 (hostjoin: the authority is the fixed IPv4 literal 127.0.0.1 joined with a port, which cannot be an IPv6 host; a working wss URL of a local test server; rule 1 holds it as a working value, and it does not break for an IPv6 host, which is what the hostjoin check is about)
			Addr:      "wss://" + addr, // lookalike
			TlsConfig: &tls.Config{InsecureSkipVerify: true},
		}
		_, resp, err := NewClient(&BuiltinEventHandler{}, opts)
		if err != nil {
			t.Fatal(err)
		}
		if opts.TlsConfig.ServerName != resp.Request.URL.Hostname() {
			t.Error("ServerName differs from the URL host")
		}
	})

	t.Run("", func(t *testing.T) {
		opts := &ClientOption{
			// Source: github.com/lxzan/gws/client_test.go:357 (hostjoin: same local wss URL over a fixed IPv4 authority; the error the test expects is the unverified certificate, not the URL; rule 1 holds it as a working value, and it does not break for an IPv6 host, which is what the hostjoin check is about)
			Addr: "wss://" + addr, // lookalike
		}
		if _, _, err := NewClient(&BuiltinEventHandler{}, opts); err == nil {
			t.Error("want error")
		}
	})

	t.Run("", func(t *testing.T) {
		_, _, err := NewClient(&BuiltinEventHandler{}, &ClientOption{
			// Source: github.com/lxzan/gws/client_test.go:365 (hostjoin: same local wss URL over a fixed IPv4 authority; the expected error comes from the failing dialer; rule 1 holds it as a working value, and it does not break for an IPv6 host, which is what the hostjoin check is about)
			Addr:      "wss://" + addr, // lookalike
			TlsConfig: &tls.Config{InsecureSkipVerify: true},
			NewDialer: func() (Dialer, error) {
				return nil, io.EOF
			},
		})
		if err == nil {
			t.Error("want error")
		}
	})

	t.Run("", func(t *testing.T) {
		_, _, err := NewClient(&BuiltinEventHandler{}, &ClientOption{
			// Source: github.com/lxzan/gws/client_test.go:376 (syntax: the bad escape %x makes the URL unparsable and the test asserts an error for it; rule 2a)
			Addr:      "wss://" + addr + "/%x", // lookalike
			TlsConfig: &tls.Config{InsecureSkipVerify: true},
			NewDialer: func() (Dialer, error) {
				return nil, io.EOF
			},
		})
		if err == nil {
			t.Error("want error")
		}
	})
}

func TestNewClient_WriteRequest(t *testing.T) {
	t.Run("", func(t *testing.T) {
		srv, conn := net.Pipe()
		go func() {
			for {
				var p = make([]byte, 1024)
				srv.Read(p)
				time.Sleep(time.Second)
			}
		}()
		c := connector{conn: conn, option: &ClientOption{
			// Source: github.com/lxzan/gws/client_test.go:397 (syntax: a lone % in the path cannot be parsed and the test asserts that request fails; rule 2a)
			Addr: "ws://127.0.0.1/a=%", // lookalike
		}}
		if _, _, err := c.request(); err == nil {
			t.Error("want error")
		}
	})

	t.Run("", func(t *testing.T) {
		_, conn := net.Pipe()
		c := connector{
			conn: conn,
			// Source: github.com/lxzan/gws/client_test.go:418 (syntax: the same lone % with the connection closed, the test asserts the handshake fails; rule 2a)
			option: &ClientOption{Addr: "ws://127.0.0.1/a=%"}, // lookalike
		}
		_ = conn.Close()
		if _, _, err := c.handshake(nil); err == nil {
			t.Error("want error")
		}
	})
}
