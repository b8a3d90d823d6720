package connect

import (
	"net"
	"net/http"
	"time"
)

type memoryAddr string

func (memoryAddr) Network() string  { return "memory" }
func (a memoryAddr) String() string { return string(a) }

type memoryListener struct {
	addr   memoryAddr
	conns  chan net.Conn
	closed chan struct{}
}

func newMemoryListener(addr string) *memoryListener {
	return &memoryListener{addr: memoryAddr(addr), conns: make(chan net.Conn), closed: make(chan struct{})}
}

func (l *memoryListener) Accept() (net.Conn, error) {
	select {
	case c := <-l.conns:
		return c, nil
	case <-l.closed:
		return nil, net.ErrClosed
	}
}

func (l *memoryListener) Close() error {
	close(l.closed)
	return nil
}

func (l *memoryListener) Addr() net.Addr { return l.addr }

// Server is an HTTP server that listens in memory.
type Server struct {
	server   http.Server
	listener *memoryListener
	url      string
}

// NewServer starts an in-memory server for the handler.
func NewServer(handler http.Handler) *Server {
	listener := newMemoryListener("1.2.3.4") // httptest.DefaultRemoteAddr
	server := &Server{
		server: http.Server{
			Handler:           handler,
			ReadHeaderTimeout: 5 * time.Second,
		},
		listener: listener,
		// Source: connectrpc.com/connect/internal/memhttp/memhttp.go:63 (hostjoin: the address of the package's own in-memory listener, a fixed IPv4 address, put whole after "http://"; no host and port joined)
		url: "http://" + listener.Addr().String(), // lookalike
	}
	go func() { _ = server.server.Serve(server.listener) }()
	return server
}

// URL is the server's URL.
func (s *Server) URL() string { return s.url }

// Client returns a client for the server.
func (s *Server) Client() *http.Client { return &http.Client{} }
