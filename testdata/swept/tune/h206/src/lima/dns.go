package lima

import (
	"net"
	"strconv"
)

// HandlerClientConfig is a stand-in for the upstream resolver config.
type HandlerClientConfig struct {
	Servers []string
	Port    string
}

type Handler struct {
	clientConfig HandlerClientConfig
	exchange     func(addr string) error
}

func (h *Handler) handleDefault() {
	for _, srv := range h.clientConfig.Servers {
		// Source: github.com/lima-vm/lima/v2/pkg/hostagent/dns/dns.go:311 (hostjoin: net.JoinHostPort, the right joiner; uniform sample 8 of 12 JoinHostPort calls, right by the hostjoin row)
		addr := net.JoinHostPort(srv, h.clientConfig.Port) // lookalike
		if err := h.exchange(addr); err != nil {
			continue
		}
	}
}

type ServerOptions2 struct {
	Address string
	UDPPort int
	TCPPort int
}

func listenAndServe(udp bool, opts ServerOptions2) string {
	var addr string
	if udp {
		addr = net.JoinHostPort(opts.Address, strconv.Itoa(opts.UDPPort))
	} else {
		// Source: github.com/lima-vm/lima/v2/pkg/hostagent/dns/dns.go:373 (hostjoin: net.JoinHostPort, the right joiner; uniform sample 8 of 12 JoinHostPort calls, right by the hostjoin row)
		addr = net.JoinHostPort(opts.Address, strconv.Itoa(opts.TCPPort)) // lookalike
	}
	return addr
}
