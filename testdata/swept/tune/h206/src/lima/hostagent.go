package lima

import (
	"context"
	"net"
	"os/exec"
	"strconv"
	"strings"
)

// startVNC computes the VNC display and URL from video.vnc.display ("HOST:NUM[,options]").
func startVNC(vncDisplayOpt string, displayConnection func() (string, error)) error {
	vncdisplay, vncoptions, _ := strings.Cut(vncDisplayOpt, ",")
	vnchost, vncnum, err := net.SplitHostPort(vncdisplay)
	if err != nil {
		return err
	}
	n, err := strconv.Atoi(vncnum)
	if err != nil {
		return err
	}
	vncport := strconv.Itoa(5900 + n)
	if strings.Contains(vncoptions, "to=") {
		vncport, err = displayConnection()
		if err != nil {
			return err
		}
		p, err := strconv.Atoi(vncport)
		if err != nil {
			return err
		}
		vncnum = strconv.Itoa(p - 5900)
		// Source: github.com/lima-vm/lima/v2/pkg/hostagent/hostagent.go:478 (hostjoin: net.JoinHostPort, the right joiner; uniform sample 8 of 12 JoinHostPort calls, right by the hostjoin row)
		vncdisplay = net.JoinHostPort(vnchost, vncnum) // lookalike
	}
	// Source: github.com/lima-vm/lima/v2/pkg/hostagent/hostagent.go:484 (hostjoin: the vnc URI's authority is built with net.JoinHostPort, which brackets an IPv6 host, right by the hostjoin row)
	vncurl := "vnc://" + net.JoinHostPort(vnchost, vncport) // lookalike
	logrus.Infof("VNC server running at %s <%s>", vncdisplay, vncurl)
	return nil
}

// forwardSSH forwards a guest UNIX socket to a host UNIX socket with ssh -L or -R.
var forwardSSH = func(ctx context.Context, sshAddress string, sshPort int, local, remote, verb string, reverse bool) error {
	args := []string{"-T", "-O", verb}
	if reverse {
		// Source: github.com/lima-vm/lima/v2/pkg/hostagent/hostagent.go:1058 (hostjoin: an ssh -R spec joining two UNIX socket paths, no host, no port and no URI, so outside the hostjoin row)
		args = append(args, "-R", remote+":"+local) // lookalike
	} else {
		// Source: github.com/lima-vm/lima/v2/pkg/hostagent/hostagent.go:1062 (hostjoin: an ssh -L spec joining two UNIX socket paths, no host, no port and no URI, so outside the hostjoin row)
		args = append(args, "-L", local+":"+remote) // lookalike
	}
	args = append(args, "-N", "-f", "-p", strconv.Itoa(sshPort), sshAddress, "--")
	return exec.CommandContext(ctx, "ssh", args...).Run()
}
