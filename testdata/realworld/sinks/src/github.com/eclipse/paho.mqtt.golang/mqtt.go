// Package mqtt is a stub of github.com/eclipse/paho.mqtt.golang.
package mqtt

type ClientOptions struct{}

func NewClientOptions() *ClientOptions { return &ClientOptions{} }

func (o *ClientOptions) AddBroker(server string) *ClientOptions { return o }

func (o *ClientOptions) SetClientID(id string) *ClientOptions { return o }

type Client interface{}

func NewClient(o *ClientOptions) Client { return nil }
