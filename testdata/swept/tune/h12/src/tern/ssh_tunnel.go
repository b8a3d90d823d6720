package tern

import "net"

// SSHConfig configures an SSH tunnel.
type SSHConfig struct {
	Host string
	Port string
}

func sshAddr(config SSHConfig) string {
	// Source: github.com/jackc/tern/ssh_tunnel.go:72 (hostjoin: host and port joined by net.JoinHostPort for an SSH dial, no URI)
	return net.JoinHostPort(config.Host, config.Port) // lookalike
}
