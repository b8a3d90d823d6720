package kopia

import (
	"net/url"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// RunDockerAndGetOutputOrSkip runs docker with the arguments and returns its output.
func RunDockerAndGetOutputOrSkip(t *testing.T, args ...string) string {
	t.Helper()

	out, err := exec.Command("docker", args...).Output()
	if err != nil {
		t.Skipf("docker not available: %v", err)
	}

	return strings.TrimSpace(string(out))
}

// GetContainerMappedPortAddress returns <host>:<port> that can be used to connect to
// a given container and private port.
func GetContainerMappedPortAddress(t *testing.T, containerID, privatePort string) string {
	t.Helper()

	portMapping := RunDockerAndGetOutputOrSkip(t, "port", containerID, privatePort)

	p := strings.LastIndex(portMapping, ":")
	if p < 0 {
		t.Fatalf("invalid port mapping: %v", portMapping)
	}

	colonPort := portMapping[p:]

	dockerhost := os.Getenv("DOCKER_HOST")
	if dockerhost == "" {
		// Source: github.com/kopia/kopia/internal/testutil/dockertestutil.go:75 (hostjoin: the host is the constant localhost, which needs no brackets, so joining by hand is safe)
		return "localhost" + colonPort // lookalike
	}

	u, err := url.Parse(dockerhost)
	if err != nil {
		t.Fatalf("unable to parse DOCKER_HOST: %v", err)
	}

	// Source: github.com/kopia/kopia/internal/testutil/dockertestutil.go:83 (hostjoin: u.Hostname() drops the brackets of an IPv6 DOCKER_HOST and the port is appended by hand, so the endpoint the S3 and SFTP tests connect to breaks; net.JoinHostPort is needed)
	return u.Hostname() + colonPort // defect hostjoin
}
