package ydb

import (
	"fmt"
	"net"
)

type server struct {
	listener net.Listener
}

// ConnString is the connection string of the mock server.
func (m *server) ConnString() string {
	// Source: github.com/ydb-platform/ydb-go-sdk/v3/internal/mock/server.go:161 (hostjoin: the listener's Addr().String() is already host:port, bracketed for IPv6 by net; nothing is joined)
	return fmt.Sprintf("grpc://%s/local", m.listener.Addr().String()) // lookalike
}

// Close closes the listener.
func (m *server) Close() {
	_ = m.listener.Close()
}
