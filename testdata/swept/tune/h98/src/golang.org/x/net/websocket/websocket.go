// Package websocket is a minimal stub of golang.org/x/net/websocket.
package websocket

// Conn is a WebSocket connection.
type Conn struct{}

// Dial opens a new client connection to a WebSocket.
func Dial(url_, protocol, origin string) (ws *Conn, err error) { panic("stub") }

// Close closes the connection.
func (ws *Conn) Close() error { panic("stub") }
