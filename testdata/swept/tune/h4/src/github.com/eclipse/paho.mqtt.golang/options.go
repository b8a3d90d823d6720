// Package mqtt is a minimal stub of github.com/eclipse/paho.mqtt.golang.
package mqtt

import (
	"net/url"
	"strings"
)

// ClientOptions holds the brokers a client connects to.
type ClientOptions struct {
	Servers  []*url.URL
	ClientID string
	Username string
	Password string
}

// NewClientOptions returns default options.
func NewClientOptions() *ClientOptions { return &ClientOptions{} }

// AddBroker adds a broker URI of the form scheme://host:port.
func (o *ClientOptions) AddBroker(server string) *ClientOptions {
	if !strings.Contains(server, "://") {
		server = "tcp://" + server
	}
	u, err := url.Parse(server)
	if err == nil {
		o.Servers = append(o.Servers, u)
	}
	return o
}

// SetClientID sets the client identifier.
func (o *ClientOptions) SetClientID(id string) *ClientOptions {
	o.ClientID = id
	return o
}
