package rpc

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// DialConfig holds what the agent needs to reach the server.
type DialConfig struct {
	ServerAddr string
}

// AgentConn is the agent's connection to the server.
type AgentConn struct {
	target string
}

// newClient stands in for grpc.NewClient, which takes a target such as
// "localhost:9000", "dns:///host:port" or "unix:///absolute/path".
func newClient(target string) (*AgentConn, error) {
	return &AgentConn{target: target}, nil
}

// Dial builds the auth gRPC connection, authenticates, then builds the
// authenticated main gRPC connection.
func Dial(_ context.Context, cfg DialConfig) (*AgentConn, error) {
	if strings.HasPrefix(cfg.ServerAddr, "unix://") {
		addr, _ := filepath.Abs(strings.TrimPrefix(cfg.ServerAddr, "unix://"))
		if _, err := os.Stat(addr); err != nil {
			if os.IsNotExist(err) {
				return nil, fmt.Errorf("can not connect to unix socket, %q not exist", addr)
			}
			return nil, fmt.Errorf("can not get unix socket stat: %w", err)
		}
		// Source: go.woodpecker-ci.org/woodpecker/v3/agent/rpc/dial.go:94 (sink: filepath.Abs yields an absolute path, so the target is unix:///abs/path, the empty-authority form gRPC's unix resolver expects; a correct value for that sink)
		cfg.ServerAddr = "unix://" + addr // lookalike
	}

	authConn, err := newClient(cfg.ServerAddr)
	if err != nil {
		return nil, fmt.Errorf("create auth gRPC connection: %w", err)
	}
	return authConn, nil
}
