// Package grpc is a stand-in for go.uber.org/yarpc/transport/grpc.
package grpc

// Transport is a gRPC transport.
type Transport struct{}

// NewTransport builds a gRPC transport.
func NewTransport() *Transport { return &Transport{} }

// Outbound sends requests to one peer.
type Outbound struct{ address string }

// NewSingleOutbound builds an outbound that dials the peer at address,
// given as host:port.
func (t *Transport) NewSingleOutbound(address string) *Outbound {
	return &Outbound{address: address}
}
