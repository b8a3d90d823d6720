package devspace

import (
	"math/rand"
	"net/http"
	"strconv"
)

const (
	minPort = 10000
	maxPort = 30000
)

// newPortForwarder stands in for kubectl.Client.NewPortForwarder: ports are
// LOCAL:REMOTE pairs, addresses the bind addresses.
func newPortForwarder(pod string, ports []string, addresses []string) (*PortForwarder, error) {
	_, _, _ = pod, ports, addresses
	return &PortForwarder{}, nil
}

func (h *handler) forward(w http.ResponseWriter, r *http.Request) {
	targetPort, ok := r.URL.Query()["port"]
	if !ok || len(targetPort) != 1 {
		http.Error(w, "port is missing", http.StatusBadRequest)
		return
	}

	// Find open port
	checkPort := rand.Intn(maxPort-minPort) + minPort
	for {
		unused, _ := Check(checkPort)
		if unused {
			break
		}
		checkPort = rand.Intn(maxPort-minPort) + minPort
	}

	// Source: github.com/loft-sh/devspace/pkg/devspace/server/port_forward.go:92 (hostjoin: LOCAL:REMOTE is the port-pair spec of the port forwarder, no host; the bind address 127.0.0.1 is passed separately)
	ports := []string{strconv.Itoa(checkPort) + ":" + targetPort[0]} // lookalike

	_, _ = newPortForwarder("pod", ports, []string{"127.0.0.1"})
}
