// Package tchannel is a stand-in for go.uber.org/yarpc/transport/tchannel.
package tchannel

// TransportOption configures a Transport.
type TransportOption func(*Transport)

// ServiceName sets the name of the local service.
func ServiceName(name string) TransportOption {
	return func(t *Transport) { t.name = name }
}

// Transport is a TChannel transport.
type Transport struct{ name string }

// NewTransport builds a TChannel transport.
func NewTransport(opts ...TransportOption) (*Transport, error) {
	t := &Transport{}
	for _, o := range opts {
		o(t)
	}
	return t, nil
}

// Outbound sends requests to one peer.
type Outbound struct{ addr string }

// NewSingleOutbound builds an outbound that sends to the peer at addr,
// given as host:port (TChannel peers are addressed by hostport).
func (t *Transport) NewSingleOutbound(addr string) *Outbound {
	return &Outbound{addr: addr}
}
