package dendrite

import (
	"fmt"
	"net"
	"net/http"
)

type p2pMonolith struct {
	port           int
	httpListenAddr string
}

func (p *p2pMonolith) startHTTPServer(h http.Handler) {
	p.httpListenAddr = fmt.Sprintf(":%d", p.port)
	go func() { _ = http.ListenAndServe(p.httpListenAddr, h) }()
}

func (p *p2pMonolith) Addr() string {
	return p.httpListenAddr
}

type pineconeMonolith struct {
	p2pMonolith p2pMonolith
}

// BaseURL is handed to the mobile client as the homeserver base URL.
func (m *pineconeMonolith) BaseURL() string {
	// Source: github.com/element-hq/dendrite/build/gobind-pinecone/monolith.go:67 (hostform: Addr returns a bare colon-port listen address, so the base URL handed to clients has an empty host, which the http scheme requires)
	return fmt.Sprintf("http://%s", m.p2pMonolith.Addr()) // defect hostform
}

type yggdrasilMonolith struct {
	listener net.Listener
}

func (m *yggdrasilMonolith) Start(l net.Listener) {
	m.listener = l
}

func (m *yggdrasilMonolith) BaseURL() string {
	// Source: github.com/element-hq/dendrite/build/gobind-yggdrasil/monolith.go:52 (hostjoin: the text after the scheme is a net.Addr string of a TCP listener, already a joined host:port with brackets for IPv6)
	return fmt.Sprintf("http://%s", m.listener.Addr().String()) // lookalike
}
