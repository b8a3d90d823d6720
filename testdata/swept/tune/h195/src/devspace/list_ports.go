package devspace

import "strconv"

// portMappingsString renders the port mappings column of "devspace list ports".
func portMappingsString(mappings []*PortMapping) string {
	portMappings := ""
	for _, v := range mappings {
		if len(portMappings) > 0 {
			portMappings += ", "
		}
		remotePort := *v.LocalPort
		if v.RemotePort != nil {
			remotePort = *v.RemotePort
		}
		// Source: github.com/loft-sh/devspace/cmd/list/ports.go:93 (hostjoin: LOCAL:REMOTE is a pair of port numbers shown in a table, no host and no URI)
		portMappings += strconv.Itoa(*v.LocalPort) + ":" + strconv.Itoa(remotePort) // lookalike
	}
	return portMappings
}
