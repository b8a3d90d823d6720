package devspace

import "strconv"

type serviceClient struct {
	log logger
}

func (serviceClient *serviceClient) startPortForwarding(pod string, portMappings []*PortMapping) error {
	ports := make([]string, len(portMappings))
	addresses := make([]string, len(portMappings))
	for index, value := range portMappings {
		localPort := strconv.Itoa(*value.LocalPort)
		remotePort := localPort
		if value.RemotePort != nil {
			remotePort = strconv.Itoa(*value.RemotePort)
		}

		// Source: github.com/loft-sh/devspace/pkg/devspace/services/port_forwarding.go:80 (hostjoin: LOCAL:REMOTE is the port-pair spec of the port forwarder, no host; the bind address goes in addresses and is joined with net.JoinHostPort)
		ports[index] = localPort + ":" + remotePort // lookalike
		if value.BindAddress == "" {
			addresses[index] = "localhost"
		} else {
			addresses[index] = value.BindAddress
		}
	}

	_, err := newPortForwarder(pod, ports, addresses)
	return err
}
