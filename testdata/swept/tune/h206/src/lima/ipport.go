package lima

import (
	"net"
	"strconv"
)

// IPPort is a stand-in for the guest agent API message.
type IPPort struct {
	Ip   string
	Port int32
}

func (x *IPPort) HostString() string {
	// Source: github.com/lima-vm/lima/v2/pkg/guestagent/api/ipport.go:12 (hostjoin: net.JoinHostPort, the right joiner; uniform sample 8 of 12 JoinHostPort calls, right by the hostjoin row)
	return net.JoinHostPort(x.Ip, strconv.Itoa(int(x.Port))) // lookalike
}
