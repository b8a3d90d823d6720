// Package protocol holds cases rewritten from github.com/centrifugal/protocol.
package protocol

// Raw is raw JSON.
type Raw []byte

// ClientInfo describes a client.
type ClientInfo struct {
	User     string
	ConnInfo Raw
}
