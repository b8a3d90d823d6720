package kopia

import (
	"fmt"
	"os/exec"
)

const serverControlPassword = "abcdef"

// Runner runs the kopia binary.
type Runner struct{ Exe string }

// Run runs kopia with the arguments.
func (r *Runner) Run(args ...string) (string, string, error) {
	out, err := exec.Command(r.Exe, args...).Output()
	return string(out), "", err
}

// KopiaSnapshotter wraps a Runner for the robustness tests.
type KopiaSnapshotter struct{ Runner *Runner }

// RefreshServer refreshes the server at the given address (host:port, e.g. localhost:51515).
func (ks *KopiaSnapshotter) RefreshServer(addr, fingerprint string, args ...string) error {
	// Source: github.com/kopia/kopia/tests/tools/kopiarunner/kopia_snapshotter.go:268 (syntax: the %v verb is filled with a host:port server address such as localhost:51515, a valid https URL)
	addr = fmt.Sprintf("https://%v", addr) // lookalike
	args = append([]string{
		"server", "refresh",
		"--address", addr,
		"--server-cert-fingerprint", fingerprint,
		"--server-control-password", serverControlPassword,
	}, args...)
	_, _, err := ks.Runner.Run(args...)

	return err
}

// ConnectClient connects a given client to the server at the given address.
func (ks *KopiaSnapshotter) ConnectClient(addr, fingerprint, user, host string, args ...string) error {
	// Source: github.com/kopia/kopia/tests/tools/kopiarunner/kopia_snapshotter.go:291 (syntax: the same template filled with a host:port address gives the --url of repo connect server)
	addr = fmt.Sprintf("https://%v", addr) // lookalike
	args = append([]string{
		"repo", "connect", "server",
		"--url", addr,
		"--server-cert-fingerprint", fingerprint,
		"--override-username", user,
		"--override-hostname", host,
	}, args...)
	_, _, err := ks.Runner.Run(args...)

	return err
}

// ConnectOrCreateRepoWithServer starts a TLS server on serverAddr and waits for it.
func (ks *KopiaSnapshotter) ConnectOrCreateRepoWithServer(serverAddr string) (string, error) {
	// Source: github.com/kopia/kopia/tests/tools/kopiarunner/kopia_snapshotter.go:420 (syntax: the server's host:port address is given a scheme to poll the started server, valid once filled)
	serverAddr = fmt.Sprintf("https://%v", serverAddr) // lookalike

	return serverAddr, nil
}
