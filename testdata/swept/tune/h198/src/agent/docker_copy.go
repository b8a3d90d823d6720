package agent

import (
	"os/exec"
	"path"
)

func copyToContainer(assetPath, src, containerID, dst string) error {
	dockerBinaryPath := path.Join(assetPath, "docker")
	// Source: github.com/portainer/agent/docker/docker_copy.go:131 (hostjoin: a docker cp target CONTAINER:PATH, a container ID and a filesystem path, no host and port; no authority, so the hostjoin check does not apply)
	fullDst := containerID + ":" + dst // lookalike
	cmd := exec.Command(dockerBinaryPath, "cp", src, fullDst)
	_, err := cmd.Output()
	return err
}
