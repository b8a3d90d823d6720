// Package proxy is a stand-in for github.com/AdguardTeam/dnsproxy/proxy.
package proxy

// Proto is the DNS protocol.
type Proto string

// Protocol constants.
const (
	ProtoUDP   Proto = "udp"
	ProtoTCP   Proto = "tcp"
	ProtoTLS   Proto = "tls"
	ProtoHTTPS Proto = "https"
	ProtoQUIC  Proto = "quic"
)
