package gomail

import (
	"strings"
	"testing"
)

func TestNewClient(t *testing.T) {
	t.Run("NewClient on Unix Domain Socket", func(t *testing.T) {
		// Source: github.com/wneessen/go-mail/client_test.go:867 (hostform: a unix socket URI has an empty authority and the socket file as path; input of NewClient's unix handling)
		client, err := NewClient("unix:///tmp/mail.sock") // lookalike
		if err != nil {
			t.Fatalf("failed to create new client: %s", err)
		}
		if !client.useUnixSocket {
			t.Error("Expected useUnixSocket flag to be set to true")
		}
		if !strings.EqualFold(client.host, "/tmp/mail.sock") {
			t.Errorf("expected host to be set to unix socket path, got: %s", client.host)
		}
	})
	t.Run("dial to Unix domain socket", func(t *testing.T) {
		socketDir := t.TempDir()
		// Source: github.com/wneessen/go-mail/client_test.go:3511 (hostform: the same unix form; the socket path is an absolute temporary directory)
		client, err := NewClient("unix://" + socketDir + "/server.sock") // lookalike
		if err != nil {
			t.Fatalf("failed to create new client: %s", err)
		}
		if !client.useUnixSocket {
			t.Error("Expected useUnixSocket flag to be set to true")
		}
	})
}
