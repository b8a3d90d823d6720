package lima

import (
	"context"
	"fmt"
	"os/exec"
)

// Path is one argument of `limactl copy`: a local path, or INSTANCE:PATH.
type Path struct {
	InstanceName string
	Path         string
	IsRemote     bool
	Instance     *Instance
}

type scpTool struct{ toolPath string }

type rsyncTool struct{ toolPath string }

// Command builds the scp command line. With OpenSSH 8.0 or later it passes
// each remote path as an scp:// URI, which scp parses (and url-decodes).
func (t *scpTool) Command(ctx context.Context, copyPaths []*Path, legacySSH bool) (*exec.Cmd, error) {
	var scpFlags, scpArgs []string
	for _, cp := range copyPaths {
		if cp.IsRemote {
			if legacySSH {
				scpFlags = append(scpFlags, "-P", fmt.Sprintf("%d", cp.Instance.SSHLocalPort))
				// Source: github.com/lima-vm/lima/v2/pkg/copytool/scp.go:80 (hostjoin: legacy scp USER@HOST:PATH operand with the port passed by -P, host joined to a remote path and not to a port, no URI, so outside the hostjoin row)
				scpArgs = append(scpArgs, fmt.Sprintf("%s:%s", *cp.Instance.Config.User.Name+"@"+cp.Instance.SSHAddress, cp.Path)) // lookalike
			} else {
				// Source: github.com/lima-vm/lima/v2/pkg/copytool/scp.go:82 (hostjoin: the SSH address, which drivers supply and other code joins with net.JoinHostPort, is joined to the port by %s:%d into an scp URI authority, broken for an IPv6 address, a defect by the hostjoin row; escaper: the user's file path is spliced raw into the URI path, which scp url-decodes, so a name holding a percent sign or a plus is mangled, a defect by the escaper row)
				scpArgs = append(scpArgs, fmt.Sprintf("scp://%s:%d/%s", *cp.Instance.Config.User.Name+"@"+cp.Instance.SSHAddress, cp.Instance.SSHLocalPort, cp.Path)) // defect hostjoin // defect escaper
			}
		} else {
			scpArgs = append(scpArgs, cp.Path)
		}
	}
	scpArgs = append(append(scpFlags, "-3", "--"), scpArgs...)
	return exec.CommandContext(ctx, t.toolPath, scpArgs...), nil
}

// Command builds the rsync command line; remote paths use rsync's USER@HOST:PATH form.
func (t *rsyncTool) Command(ctx context.Context, copyPaths []*Path) (*exec.Cmd, error) {
	rsyncArgs := []string{"-a", "--"}
	for _, cp := range copyPaths {
		if cp.IsRemote {
			// Source: github.com/lima-vm/lima/v2/pkg/copytool/rsync.go:177 (hostjoin: rsync USER@HOST:PATH operand, host joined to a remote path over ssh, no port and no URI, so outside the hostjoin row)
			rsyncArgs = append(rsyncArgs, fmt.Sprintf("%s:%s", *cp.Instance.Config.User.Name+"@"+cp.Instance.SSHAddress, cp.Path)) // lookalike
		} else {
			rsyncArgs = append(rsyncArgs, cp.Path)
		}
	}
	return exec.CommandContext(ctx, t.toolPath, rsyncArgs...), nil
}
