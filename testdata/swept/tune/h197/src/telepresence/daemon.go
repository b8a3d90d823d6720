package telepresence

import (
	"fmt"
	"net"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
)

const telepresenceImage = "telepresence"

// ClientImageName is the name of the client image.
var ClientImageName = telepresenceImage

// Version is the version of the executable.
var Version = "v2.20.2"

// ClientImage returns the fully qualified name of the docker image that corresponds to
// the version of the current executable.
func ClientImage(registry string) string {
	// Source: github.com/telepresenceio/telepresence/v2/pkg/client/docker/daemon.go:62 (hostjoin: a container image reference registry/name:version, the colon separates the tag and joins no host and port; fine by the hostjoin check; fine by the hostjoin check)
	img := registry + "/" + ClientImageName + ":" + strings.TrimPrefix(Version, "v") // lookalike
	return img
}

// DaemonOptions returns the options necessary to pass to a docker run when starting a daemon container.
func DaemonOptions(addr *net.TCPAddr) []string {
	return []string{
		"--network", "telepresence",
		// Source: github.com/telepresenceio/telepresence/v2/pkg/client/docker/daemon.go:82 (hostjoin: docker's -p ip:hostPort:containerPort, where the TCPAddr's String already joins the IP and port and brackets IPv6, the last port is the container port; fine by the hostjoin check; fine by the hostjoin check)
		"-p", fmt.Sprintf("%s:%d", addr, addr.Port), // lookalike
	}
}

// handleLocalK8s mirrors the rewrite of a local cluster's server URL to the address of the cluster's container.
func handleLocalK8s(clusterServer string, hostPort netip.AddrPort) (string, error) {
	server, err := url.Parse(clusterServer)
	if err != nil {
		return "", err
	}
	_, portStr, err := net.SplitHostPort(server.Host)
	if err != nil {
		return clusterServer, nil
	}
	if _, err := strconv.ParseUint(portStr, 10, 16); err != nil {
		return "", err
	}
	if hostPort.IsValid() {
		// Source: github.com/telepresenceio/telepresence/v2/pkg/client/docker/daemon.go:314 (hostjoin: netip.AddrPort's String brackets an IPv6 address, so the URL's Host is well formed; fine by the hostjoin check; fine by the hostjoin check)
		server.Host = hostPort.String() // lookalike
	}
	return server.String(), nil
}
