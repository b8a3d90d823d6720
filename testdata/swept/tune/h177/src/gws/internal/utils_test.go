package internal

import (
	"net/url"
	"testing"
)

func TestGetAddrFromURL(t *testing.T) {
	t.Run("", func(t *testing.T) {
		u, _ := url.Parse("wss://[2001:0:2851:b9f0:3866:a7c6:871b:706a]/connect")
		if addr := GetAddrFromURL(u, true); addr != "[2001:0:2851:b9f0:3866:a7c6:871b:706a]:443" {
			t.Errorf("addr = %q", addr)
		}
	})

	t.Run("", func(t *testing.T) {
		// Source: github.com/lxzan/gws/internal/utils_test.go:252 (sink: an empty host given to GetAddrFromURL, the code that turns a URL into a dial address, which the test expects to default to 127.0.0.1; rule 2c)
		u, _ := url.Parse("wss://:9443") // lookalike
		if addr := GetAddrFromURL(u, true); addr != "127.0.0.1:9443" {
			t.Errorf("addr = %q", addr)
		}
	})

	t.Run("", func(t *testing.T) {
		// Source: github.com/lxzan/gws/internal/utils_test.go:258 (sink: a URL with no host given to GetAddrFromURL, whose empty-host default of 127.0.0.1:443 the test checks; rule 2c)
		u, _ := url.Parse("wss://") // lookalike
		if addr := GetAddrFromURL(u, true); addr != "127.0.0.1:443" {
			t.Errorf("addr = %q", addr)
		}
	})

	t.Run("", func(t *testing.T) {
		// Source: github.com/lxzan/gws/internal/utils_test.go:264 (plainhttp: input to the URL-to-address code whose default port for the plain ws scheme is what the test checks, nothing is dialled; rule 2c)
		u, _ := url.Parse("ws://google.com/connect") // lookalike
		if addr := GetAddrFromURL(u, false); addr != "google.com:80" {
			t.Errorf("addr = %q", addr)
		}
	})
}
