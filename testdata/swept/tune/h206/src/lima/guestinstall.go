package lima

import (
	"context"
	"fmt"
	"path/filepath"
)

// guestInstallAction copies the guest agent and nerdctl archive into the
// guest with scp, using the "lima-NAME" alias of the instance's ssh config.
func guestInstallAction(ctx context.Context, inst *Instance, guestAgentBinary, nerdctlArchive string) error {
	sshExe := "ssh"
	sshFlags := []string{"-F", filepath.Join(inst.Dir, "ssh.config")}
	scpExe := "scp"
	scpFlags := sshFlags

	hostname := fmt.Sprintf("lima-%s", inst.Name)

	tmp, err := shell(ctx, sshExe, sshFlags, hostname, "mktemp", "-t", "lima-guestagent.XXXXXX")
	if err != nil {
		return err
	}
	// Source: github.com/lima-vm/lima/v2/cmd/limactl/guest-install.go:121 (hostjoin: scp HOST:PATH target joining an ssh config alias and a remote temp file path, no port and no URI, so outside the hostjoin row)
	scpArgs := []string{guestAgentBinary, hostname + ":" + tmp} // lookalike
	if err := runCmd(ctx, scpExe, scpFlags, scpArgs...); err != nil {
		return nil
	}

	tmp, err = shell(ctx, sshExe, sshFlags, hostname, "mktemp", "-t", "nerdctl-full.XXXXXX.tgz")
	if err != nil {
		return err
	}
	// Source: github.com/lima-vm/lima/v2/cmd/limactl/guest-install.go:145 (hostjoin: the same scp HOST:PATH target for the nerdctl archive, an alias and a remote path, no port and no URI, so outside the hostjoin row)
	scpArgs = []string{nerdctlArchive, hostname + ":" + tmp} // lookalike
	return runCmd(ctx, scpExe, scpFlags, scpArgs...)
}
