// Package gnet holds cases rewritten from github.com/panjf2000/gnet/v2.
package gnet

import (
	"errors"
	"net/url"
	"strings"
)

var (
	// ErrInvalidNetworkAddress is returned for an address gnet cannot listen on.
	ErrInvalidNetworkAddress = errors.New("invalid network address")
	// ErrUnsupportedProtocol is returned for an unknown network.
	ErrUnsupportedProtocol = errors.New("unsupported protocol")
)

// EventHandler receives engine events.
type EventHandler interface {
	OnTick()
}

// BuiltinEventEngine is a no-op EventHandler.
type BuiltinEventEngine struct{}

// OnTick does nothing.
func (*BuiltinEventEngine) OnTick() {}

func parseProtoAddr(protoAddr string) (string, string, error) {
	protoAddr = strings.ReplaceAll(protoAddr, "%", "%25")
	u, err := url.Parse(protoAddr)
	if err != nil {
		return "", "", err
	}
	switch u.Scheme {
	case "":
		return "", "", ErrInvalidNetworkAddress
	case "tcp", "tcp4", "tcp6", "udp", "udp4", "udp6":
		if u.Host == "" || u.Path != "" {
			return "", "", ErrInvalidNetworkAddress
		}
		return u.Scheme, u.Host, nil
	case "unix":
		hostPath := u.Host + u.Path
		if hostPath == "" {
			return "", "", ErrInvalidNetworkAddress
		}
		return u.Scheme, hostPath, nil
	default:
		return "", "", ErrUnsupportedProtocol
	}
}

// Run starts an engine listening on protoAddr.
func Run(eh EventHandler, protoAddr string) error {
	network, addr, err := parseProtoAddr(protoAddr)
	if err != nil {
		return err
	}
	_, _ = network, addr
	eh.OnTick()
	return nil
}
