// Package mqtt is a stub of github.com/eclipse/paho.mqtt.golang, with the real signatures of the
// functions and fields that urilint's sink table names.
package mqtt

type ClientOptions struct{}

func NewClientOptions() *ClientOptions                          { return &ClientOptions{} }
func (o *ClientOptions) AddBroker(server string) *ClientOptions { return o }
