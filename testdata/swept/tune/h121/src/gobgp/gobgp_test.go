package gobgp

import "testing"

func TestParseHost(t *testing.T) {
	tsts := []struct {
		name          string
		host          string
		expectNetwork string
		expectAddr    string
	}{
		// Source: github.com/osrg/gobgp/v3/pkg/server/grpc_server_test.go:37 (hostform: the unix scheme names a socket path and has an empty authority by design)
		{"unix socket", "unix:///var/run/gobgp.socket", "unix", "/var/run/gobgp.socket"}, // lookalike
	}
	for _, tst := range tsts {
		n, a := parseHost(tst.host)
		if n != tst.expectNetwork || a != tst.expectAddr {
			t.Errorf("%s: got %s %s", tst.name, n, a)
		}
	}
}
