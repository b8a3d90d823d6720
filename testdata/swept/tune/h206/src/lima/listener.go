package lima

import (
	"context"
	"net"
	"strconv"
)

var IPv4loopback1 = net.IPv4(127, 0, 0, 1)

// Listen listens on hostAddress; a privileged port on 127.0.0.1 is served
// through a listener on 0.0.0.0 that only accepts loopback connections.
func Listen(ctx context.Context, listenConfig net.ListenConfig, hostAddress string) (net.Listener, error) {
	localIPStr, localPortStr, _ := net.SplitHostPort(hostAddress)
	localIP := net.ParseIP(localIPStr)
	localPort, _ := strconv.Atoi(localPortStr)
	if !localIP.Equal(IPv4loopback1) || localPort >= 1024 {
		return listenConfig.Listen(ctx, "tcp", hostAddress)
	}
	// Source: github.com/lima-vm/lima/v2/pkg/portfwd/listener_darwin.go:42 (hostjoin: net.JoinHostPort, the right joiner; uniform sample 8 of 12 JoinHostPort calls, right by the hostjoin row)
	hostAddressPseudo := net.JoinHostPort("0.0.0.0", localPortStr) // lookalike
	return listenConfig.Listen(ctx, "tcp", hostAddressPseudo)
}
