package docker

import (
	"runtime"
	"testing"
)

func TestOptionWithHostFromEnv(t *testing.T) {
	c, err := NewClientWithOpts(WithHostFromEnv())
	if err != nil {
		t.Fatal(err)
	}
	if runtime.GOOS != "windows" {
		// Source: github.com/docker/docker/client/options_test.go:25 (hostform: unix socket URI: the unix scheme has no host, so the empty authority is the normal form; uniform sample of 40 of 194 look-alikes)
		if c.host != "unix:///var/run/docker.sock" { // lookalike
			t.Errorf("host = %q", c.host)
		}
	}
}
