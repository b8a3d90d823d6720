package devspace

import (
	"fmt"
	"io"
	"net"
	"strconv"
)

// PortForwarder mirrors kubectl/portforward.PortForwarder.
type PortForwarder struct {
	out io.Writer
}

// getListener creates a listener on the interface targeted by the given hostname on the given port with
// the given protocol. protocol is in net.Listen style which basically admits values like tcp, tcp4, tcp6
func (pf *PortForwarder) getListener(protocol string, hostname string, port *ForwardedPort) (net.Listener, error) {
	// Source: github.com/loft-sh/devspace/pkg/devspace/kubectl/portforward/portforward.go:287 (hostjoin: net.JoinHostPort is the right joiner and brackets an IPv6 bind address)
	listener, err := net.Listen(protocol, net.JoinHostPort(hostname, strconv.Itoa(int(port.Local)))) // lookalike
	if err != nil {
		return nil, fmt.Errorf("unable to create listener: Error %s", err)
	}
	_, localPort, _ := net.SplitHostPort(listener.Addr().String())
	localPortUInt, err := strconv.ParseUint(localPort, 10, 16)
	if err != nil {
		return nil, err
	}
	port.Local = uint16(localPortUInt)
	if pf.out != nil {
		// Source: github.com/loft-sh/devspace/pkg/devspace/kubectl/portforward/portforward.go:301 (hostjoin: net.JoinHostPort is the right joiner; the address is only printed)
		fmt.Fprintf(pf.out, "Forwarding from %s -> %d\n", net.JoinHostPort(hostname, strconv.Itoa(int(localPortUInt))), port.Remote) // lookalike
	}
	return listener, nil
}
