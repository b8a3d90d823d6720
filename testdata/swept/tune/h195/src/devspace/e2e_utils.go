package devspace

import (
	"fmt"
	"net/http"
	"strconv"
)

// ForwardedPort mirrors portforward.ForwardedPort.
type ForwardedPort struct {
	Local  uint16
	Remote uint16
}

func e2eImageSelector(imageConfigCache ImageCache) []string {
	var imageSelector []string
	if imageConfigCache.ImageName != "" {
		// Source: github.com/loft-sh/devspace/e2e/utils/utils.go:184 (hostjoin: uniform sample 1 of 10, IMAGE:TAG is a container image reference for the target selector, no URI authority)
		imageSelector = []string{imageConfigCache.ImageName + ":" + imageConfigCache.Tag} // lookalike
	}
	return imageSelector
}

func e2ePortSpecs(mappings []*PortMapping) []string {
	ports := make([]string, len(mappings))
	for index, value := range mappings {
		localPort := strconv.Itoa(*value.LocalPort)
		remotePort := localPort
		if value.RemotePort != nil {
			remotePort = strconv.Itoa(*value.RemotePort)
		}
		// Source: github.com/loft-sh/devspace/e2e/utils/utils.go:226 (hostjoin: LOCAL:REMOTE is the port-pair spec the port forwarder parses, no host; the bind address is passed separately)
		ports[index] = localPort + ":" + remotePort // lookalike
	}
	return ports
}

// PortForwardAndPing pings the forwarded ports for a 200 status code
func PortForwardAndPing(ports []ForwardedPort) error {
	for _, p := range ports {
		// Source: github.com/loft-sh/devspace/e2e/utils/utils.go:274 (port: the %v hole is filled with a uint16 local port, so the URL is http://localhost:N/ with a valid port)
		url := fmt.Sprintf("http://localhost:%v/", p.Local) // lookalike

		resp, err := http.Get(url)
		if err != nil {
			return err
		}
		resp.Body.Close()
	}
	return nil
}
