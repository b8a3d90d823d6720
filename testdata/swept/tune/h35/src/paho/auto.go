// Package paho holds cases rewritten from github.com/eclipse/paho.golang.
package paho

import "net/url"

// Connect is a minimal CONNECT packet.
type Connect struct {
	Username  string
	Password  []byte
	WillDelay uint32
	ClientID  string
}

// ClientConfig builds CONNECT packets for a server URL.
type ClientConfig struct {
	ServerUrls           []*url.URL
	ClientID             string
	ConnectPacketBuilder func(*Connect, *url.URL) (*Connect, error)
}

func (c *ClientConfig) buildConnectPacket(u *url.URL) (*Connect, error) {
	cp := &Connect{ClientID: c.ClientID, WillDelay: 10}
	if c.ConnectPacketBuilder != nil {
		return c.ConnectPacketBuilder(cp, u)
	}
	return cp, nil
}
