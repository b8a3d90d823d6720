// Package grpc provides a gRPC client.
package grpc

import (
	"net"
	"strings"
)

// DialOption stands in for grpc.DialOption.
type DialOption string

type grpcClient struct{}

func (g *grpcClient) secure(addr string) DialOption {
	defaultCreds := DialOption("tls")

	// check if the address is prepended with https
	// Source: go-micro.dev/v6/client/grpc/grpc.go:60 (sink: a bare scheme only compared with HasPrefix to choose TLS credentials, no URI use by the closing clause of the rules)
	if strings.HasPrefix(addr, "https://") { // lookalike
		return defaultCreds
	}

	// if no port is specified or port is 443 default to tls
	_, port, err := net.SplitHostPort(addr)
	if port == "443" {
		return defaultCreds
	} else if err != nil && strings.Contains(err.Error(), "missing port in address") {
		return defaultCreds
	}
	return DialOption("insecure")
}
