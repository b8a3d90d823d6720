package lima

import (
	"fmt"
	"net"
	"os/exec"
	"path/filepath"
	"strconv"
)

const logLevelInfo = "3"

// Cmdline constructs the command line arguments for krunkit.
func Cmdline(inst *Instance, cpus int) (*exec.Cmd, error) {
	args := []string{
		"--cpus", fmt.Sprintf("%d", cpus),
		"--krun-log-level", logLevelInfo,
		// Source: github.com/lima-vm/lima/v2/pkg/driver/krunkit/krunkit_darwin_arm64.go:46 (sink: krunkit's documented none:// value that turns its RESTful server off, no endpoint is meant, the sink's own sentinel under rule 5)
		"--restful-uri", "none://", // lookalike
		"--device", fmt.Sprintf("virtio-blk,path=%s,format=raw", filepath.Join(inst.Dir, "diffdisk")),
	}
	return exec.Command("krunkit", args...), nil
}

// startSSHOverVsock forwards the usernet SSH port to the guest's vsock port.
func startSSHOverVsock(inst *Instance, usernetSSHLocalPort int) string {
	// Source: github.com/lima-vm/lima/v2/pkg/driver/krunkit/krunkit_driver_darwin_arm64.go:131 (hostjoin: net.JoinHostPort, the right joiner; uniform sample 8 of 12 JoinHostPort calls, right by the hostjoin row)
	hostAddress := net.JoinHostPort(inst.SSHAddress, strconv.Itoa(usernetSSHLocalPort)) // lookalike
	return hostAddress
}

func warnOverVsock(overVsock bool) {
	if overVsock {
		// Source: github.com/lima-vm/lima/v2/pkg/driver/krunkit/krunkit_driver_darwin_arm64.go:282 (syntax: an issue link at the end of a warning message, prose by rule 4)
		logrus.Warn("ssh.overVsock is known not to work since Fedora 44: https://github.com/lima-vm/lima/issues/5085") // lookalike
	}
}
