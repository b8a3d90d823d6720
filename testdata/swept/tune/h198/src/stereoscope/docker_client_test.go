package stereoscope

import (
	"strings"
	"testing"

	"github.com/moby/moby/client"
)

func Test_newClient(t *testing.T) {
	cases := []struct {
		name           string
		providedSocket string
		expectedSocket string
		setEnv         func(t *testing.T)
	}{
		{
			name:           "Test newClient returns the correct default location",
			providedSocket: "",
			// Source: github.com/anchore/stereoscope/internal/docker/docker_client_test.go:21 (sink: unix:/// with an empty host is the normal form of a Docker unix-socket address, which the client splits at :// and reads as a path; uniform sample 8 of 17 unix:/// socket URIs; rule 1 holds this working value to non-test rules and it passes them)
			expectedSocket: "unix:///var/run/docker.sock", // lookalike
		},
		{
			name: "Test newClient with runtime specific path",
			// Source: github.com/anchore/stereoscope/internal/docker/docker_client_test.go:34 (sink: a working unix socket address given to client.WithHost, empty host is right for a unix path; uniform sample 8 of 17; rule 1 holds this working value to non-test rules and it passes them)
			providedSocket: "unix:///var/NEWCUSTOM/docker.sock", // lookalike
			// Source: github.com/anchore/stereoscope/internal/docker/docker_client_test.go:35 (sink: expected DaemonHost, the same unix socket address with its empty host; uniform sample 8 of 17; rule 1 holds this working value to non-test rules and it passes them)
			expectedSocket: "unix:///var/NEWCUSTOM/docker.sock", // lookalike
		},
	}

	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.setEnv != nil {
				c.setEnv(t)
			}
			clientOpts := []client.Opt{
				client.FromEnv,
			}

			apiClient, err := newClient(c.providedSocket, clientOpts...)
			if err != nil {
				t.Errorf("newClient() error = %v", err)
				return
			}

			if apiClient.DaemonHost() != c.expectedSocket {
				t.Errorf("newClient() = %v, want %v", apiClient.DaemonHost(), c.expectedSocket)
			}
		})
	}
}

func Test_possibleSocketPaths(t *testing.T) {
	expected := []string{"", "Library/Containers/com.docker.docker/Data/docker.raw.sock"}
	for i, socketPath := range possibleSocketPaths("darwin") {
		if !strings.HasSuffix(socketPath, expected[i]) {
			t.Errorf("possibleSocketPaths() = %v, want %v", socketPath, expected[i])
		}
	}
}
