package sarama

import (
	"net"
	"strconv"
)

// Broker is one node of the cluster.
type Broker struct {
	ID   int32
	Addr string
}

// Source: github.com/IBM/sarama/admin.go:467 (broker address rebuilt from metadata host and port with net.JoinHostPort)
func brokersFrom(hosts []string, ports []int32) []*Broker {
	out := make([]*Broker, 0, len(hosts))
	for i, h := range hosts {
		addr := net.JoinHostPort(h, strconv.Itoa(int(ports[i]))) // lookalike
		out = append(out, &Broker{ID: int32(i), Addr: addr})
	}
	return out
}
