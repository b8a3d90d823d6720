package okteto

import (
	"context"
	"crypto/tls"
	"fmt"
	"net"
	"strconv"
	"time"
)

// dialSSH stands in for the ssh dial of pkg/ssh/exec.go.
func dialSSH(ctx context.Context, network, addr string) (net.Conn, error) {
	var d net.Dialer
	return d.DialContext(ctx, network, addr)
}

// Exec mirrors pkg/ssh/exec.go: it connects to the ssh server forwarded on the dev interface.
func Exec(ctx context.Context, iface string, remotePort int) error {
	var err error
	var connection net.Conn
	t := time.NewTicker(100 * time.Millisecond)
	defer t.Stop()
	for i := 0; i < 100; i++ {
		// Source: github.com/okteto/okteto/pkg/ssh/exec.go:48 (hostjoin: the dev interface and port are joined with net.JoinHostPort, the right way, by the hostjoin check)
		connection, err = dialSSH(ctx, "tcp", net.JoinHostPort(iface, fmt.Sprintf("%d", remotePort))) // lookalike
		if err == nil {
			break
		}
		<-t.C
	}
	if err != nil {
		return err
	}
	return connection.Close()
}

type forward struct {
	localAddress  string
	remoteAddress string
}

// Forward is a port forward of the manifest.
type Forward struct {
	Local       int
	Remote      int
	Service     bool
	ServiceName string
}

// ForwardManager mirrors pkg/ssh/manager.go.
type ForwardManager struct {
	localInterface  string
	remoteInterface string
	forwards        map[int]*forward
	reverses        map[int]*forward
}

// Add adds a port forward
func (fm *ForwardManager) Add(f Forward) error {
	fm.forwards[f.Local] = &forward{
		localAddress:  net.JoinHostPort(fm.localInterface, strconv.Itoa(f.Local)),
		remoteAddress: net.JoinHostPort(fm.remoteInterface, strconv.Itoa(f.Remote)),
	}
	if f.Service {
		// Source: github.com/okteto/okteto/pkg/ssh/manager.go:118 (hostjoin: the service name and port are joined with net.JoinHostPort, the right way, by the hostjoin check)
		fm.forwards[f.Local].remoteAddress = net.JoinHostPort(f.ServiceName, strconv.Itoa(f.Remote)) // lookalike
	}
	return nil
}

// AddReverse adds a reverse forward (pkg/ssh/reverse.go).
func (fm *ForwardManager) AddReverse(f Forward) error {
	fm.reverses[f.Local] = &forward{
		// Source: github.com/okteto/okteto/pkg/ssh/reverse.go:41 (hostjoin: the local interface and port are joined with net.JoinHostPort, the right way, by the hostjoin check)
		localAddress:  net.JoinHostPort(fm.localInterface, strconv.Itoa(f.Local)), // lookalike
		remoteAddress: net.JoinHostPort(fm.remoteInterface, strconv.Itoa(f.Remote)),
	}
	return nil
}

// sshForwarder mirrors cmd/remoterun/ssh.go: it forwards a local socket to the remote SSH agent.
type sshForwarder struct {
	tlsConfig *tls.Config
}

// handleConnection dials the remote SSH agent; host and port come from the OKTETO_SSH_AGENT_HOSTNAME and OKTETO_SSH_AGENT_PORT env vars.
func (s *sshForwarder) handleConnection(ctx context.Context, localConn net.Conn, host, port string) error {
	defer localConn.Close()
	// Connect to the remote SSH agent over TCP
	// Source: github.com/okteto/okteto/cmd/remoterun/ssh.go:115 (hostjoin: the agent host from the environment and its port are joined by hand into the dial address, which breaks for an IPv6 host; net.JoinHostPort is right, by the hostjoin check of the table)
	remoteConn, err := tls.Dial("tcp", fmt.Sprintf("%s:%s", host, port), s.tlsConfig) // defect hostjoin
	if err != nil {
		return fmt.Errorf("failed to connect to remote SSH agent: %v", err)
	}
	return remoteConn.Close()
}
