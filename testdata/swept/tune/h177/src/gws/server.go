package gws

import (
	"bufio"
	"net"
)

// Event handles connection events.
type Event interface {
	OnOpen(socket *Conn)
}

// BuiltinEventHandler is an Event that does nothing.
type BuiltinEventHandler struct{}

// OnOpen does nothing.
func (b BuiltinEventHandler) OnOpen(socket *Conn) {}

// Conn is a WebSocket connection.
type Conn struct {
	conn    net.Conn
	br      *bufio.Reader
	handler Event
}

// WriteString sends a text message.
func (c *Conn) WriteString(s string) error {
	_, err := c.conn.Write([]byte(s))
	return err
}

// ReadLoop reads until the connection ends.
func (c *Conn) ReadLoop() {
	buf := make([]byte, 1024)
	for {
		if _, err := c.br.Read(buf); err != nil {
			return
		}
	}
}

// ServerOption configures a server.
type ServerOption struct {
	PermessageDeflate PermessageDeflate
	SubProtocols      []string
}

// Server accepts WebSocket connections.
type Server struct {
	handler Event
	option  *ServerOption
	OnError func(conn net.Conn, err error)
}

// NewServer returns a server that calls handler.
func NewServer(handler Event, option *ServerOption) *Server {
	return &Server{handler: handler, option: option, OnError: func(net.Conn, error) {}}
}

// Run listens on the TCP network address addr and serves WebSocket connections.
func (c *Server) Run(addr string) error {
	listener, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	return c.RunListener(listener)
}

// RunListener serves connections accepted by listener.
func (c *Server) RunListener(listener net.Listener) error {
	for {
		conn, err := listener.Accept()
		if err != nil {
			return err
		}
		go c.OnError(conn, conn.Close())
	}
}
