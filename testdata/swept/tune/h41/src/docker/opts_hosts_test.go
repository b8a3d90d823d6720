package docker

import (
	"fmt"
	"testing"
)

func TestParseHost(t *testing.T) {
	invalid := map[string]string{
		// Source: github.com/docker/docker/opts/hosts_test.go:13 (hostform: key of the invalid-host table, the parser must reject it (rule 2a); uniform sample of 40 of 194 look-alikes)
		"unknown://": `invalid bind address (unknown://): unsupported proto 'unknown'`, // lookalike
		// Source: github.com/docker/docker/opts/hosts_test.go:19 (syntax: expected error text of a host-parser test; the URI inside it is prose (rule 4) and the row expects an error (rule 2a); uniform sample of 40 of 194 look-alikes)
		"tcp://0.0.0.0:5555/p": `invalid bind address (tcp://0.0.0.0:5555/p): should not contain a path element`, // lookalike
		// Source: github.com/docker/docker/opts/hosts_test.go:22 (syntax: expected error text of a host-parser test; the URI inside it is prose (rule 4) and the row expects an error (rule 2a); uniform sample of 40 of 194 look-alikes)
		"tcp://[::1]:5555/p": `invalid bind address (tcp://[::1]:5555/p): should not contain a path element`, // lookalike
	}

	valid := map[string]string{
		// Source: github.com/docker/docker/opts/hosts_test.go:32 (hostjoin: expected parser output built with a constant host (host, localhost, 0.0.0.1 or DefaultHTTPHost), surely no IPv6 literal; uniform sample of 40 of 194 look-alikes)
		"tcp://host:": fmt.Sprintf("tcp://host:%d", DefaultHTTPPort), // lookalike
		// Source: github.com/docker/docker/opts/hosts_test.go:36 (hostjoin: expected parser output with an IPv6 host already in brackets; uniform sample of 40 of 194 look-alikes)
		"tcp://[::1]": fmt.Sprintf(`tcp://[::1]:%d`, DefaultHTTPPort), // lookalike
		// Source: github.com/docker/docker/opts/hosts_test.go:46 (hostform: a bare npipe scheme with empty authority in a table of host variants fed to the daemon host parser (rule 2c/2d), the value adds the named pipe whose dot is the Windows device namespace; uniform sample of 40 of 194 look-alikes)
		"npipe://": "npipe://" + DefaultNamedPipe, // lookalike
	}

	for value, expectedError := range invalid {
		t.Run(value, func(t *testing.T) {
			_, err := ParseHost(false, false, value)
			if err == nil || err.Error() != expectedError {
				t.Errorf(`expected error "%s", got "%v"`, expectedError, err)
			}
		})
	}

	for value, expected := range valid {
		t.Run(value, func(t *testing.T) {
			actual, err := ParseHost(false, false, value)
			if err != nil {
				t.Errorf(`unexpected error: "%v"`, err)
			}
			if actual != expected {
				t.Errorf(`expected "%s", got "%s"`, expected, actual)
			}
		})
	}
}

func TestParseDockerDaemonHost(t *testing.T) {
	invalids := map[string]string{
		// Source: github.com/docker/docker/opts/hosts_test.go:75 (syntax: expected error text of a host-parser test; the URI inside it is prose (rule 4) and the row expects an error (rule 2a); uniform sample of 40 of 194 look-alikes)
		"tcp:a.b.c.d/path": `invalid bind address (tcp:a.b.c.d/path): parse "tcp://tcp:a.b.c.d/path": invalid port ":a.b.c.d" after host`, // lookalike
		// Source: github.com/docker/docker/opts/hosts_test.go:77 (syntax: expected error text of a host-parser test; the URI inside it is prose (rule 4) and the row expects an error (rule 2a); uniform sample of 40 of 194 look-alikes)
		"udp://127.0.0.1": "invalid bind address (udp://127.0.0.1): unsupported proto 'udp'", // lookalike
		// Source: github.com/docker/docker/opts/hosts_test.go:89 (syntax: invalid-host table row nesting schemes, the parser must reject it (rule 2a); uniform sample of 40 of 194 look-alikes)
		"unix://unix://tcp://127.0.0.1": "invalid bind address (unix://unix://tcp://127.0.0.1): invalid unix address: unix://tcp://127.0.0.1", // lookalike
	}
	valids := map[string]string{
		// Source: github.com/docker/docker/opts/hosts_test.go:110 (hostjoin: expected parser output built with a constant host (host, localhost, 0.0.0.1 or DefaultHTTPHost), surely no IPv6 literal; uniform sample of 40 of 194 look-alikes)
		"tcp://:5555": fmt.Sprintf("tcp://%s:5555", DefaultHTTPHost), // lookalike
		// Source: github.com/docker/docker/opts/hosts_test.go:111 (hostjoin: expected parser output with an IPv6 host already in brackets; uniform sample of 40 of 194 look-alikes)
		"tcp://[::1]": fmt.Sprintf("tcp://[::1]:%d", DefaultHTTPPort), // lookalike
		// Source: github.com/docker/docker/opts/hosts_test.go:112 (port: empty port in a table of host variants that the parser fills with the default port (rule 2c/2d); uniform sample of 40 of 194 look-alikes)
		"tcp://[::1]:": fmt.Sprintf("tcp://[::1]:%d", DefaultHTTPPort), // lookalike
	}
	for invalidAddr, expectedError := range invalids {
		t.Run(invalidAddr, func(t *testing.T) {
			addr, err := parseDaemonHost(invalidAddr)
			if err == nil || err.Error() != expectedError {
				t.Errorf(`expected error "%s", got "%v"`, expectedError, err)
			}
			if addr != "" {
				t.Errorf(`expected addr to be empty, got "%s"`, addr)
			}
		})
	}
	for validAddr, expectedAddr := range valids {
		t.Run(validAddr, func(t *testing.T) {
			addr, err := parseDaemonHost(validAddr)
			if err != nil {
				t.Errorf(`unexpected error: "%v"`, err)
			}
			if addr != expectedAddr {
				t.Errorf(`expected "%s", got "%s"`, expectedAddr, addr)
			}
		})
	}
}

func TestParseTCP(t *testing.T) {
	invalids := map[string]string{
		// Source: github.com/docker/docker/opts/hosts_test.go:146 (syntax: expected error text of a host-parser test; the URI inside it is prose (rule 4) and the row expects an error (rule 2a); uniform sample of 40 of 194 look-alikes)
		"udp://127.0.0.1": "invalid bind address (udp://127.0.0.1): unsupported proto 'udp'", // lookalike
	}
	for invalidAddr, expectedError := range invalids {
		t.Run(invalidAddr, func(t *testing.T) {
			addr, err := ParseTCPAddr(invalidAddr, DefaultTCPHost)
			if err == nil || err.Error() != expectedError {
				t.Errorf(`expected error "%s", got "%v"`, expectedError, err)
			}
			if addr != "" {
				t.Errorf(`expected addr to be empty, got "%s"`, addr)
			}
		})
	}
}
