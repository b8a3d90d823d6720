// Package grpc provides a gRPC codec.
package grpc

import (
	"fmt"
	"strings"
)

// Message stands in for codec.Message.
type Message struct {
	Target   string
	Endpoint string
	Header   map[string]string
}

func writeHeader(m *Message) {
	parts := strings.Split(m.Endpoint, ".")
	m.Header[":method"] = "POST"
	// Source: go-micro.dev/v6/codec/grpc/grpc.go:86 (escaper: the HTTP/2 :path of a gRPC call built from the service name and Service.Method endpoint identifiers, which need no escaping; fine under the escaper check of the table)
	m.Header[":path"] = fmt.Sprintf("/%s.%s/%s", m.Target, parts[0], parts[1]) // lookalike
	m.Header[":authority"] = m.Target
}
