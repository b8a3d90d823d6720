package sshtunnel

import (
	"fmt"
	"time"

	"golang.org/x/crypto/ssh"
)

// Config represents the configuration for an SSH tunnel
type Config struct {
	Type     string `yaml:"type"`
	Host     string `yaml:"host"`
	Port     int    `yaml:"port,omitempty"`
	Username string `yaml:"username"`
	Password string `yaml:"password,omitempty"`
}

// SSHTunnel manages an SSH connection used to tunnel connections
type SSHTunnel struct {
	config      *Config
	client      *ssh.Client
	authMethods []ssh.AuthMethod
}

func (t *SSHTunnel) connectUnsafe() error {
	if len(t.authMethods) == 0 {
		return fmt.Errorf("no authentication method available")
	}
	config := &ssh.ClientConfig{
		User:    t.config.Username,
		Timeout: 30 * time.Second,
		Auth:    t.authMethods,
	}
	// Connect to SSH server
	// Source: github.com/TwiN/gatus/v5/config/tunneling/sshtunnel/sshtunnel.go:92 (hostjoin: the configured tunnel host, free text that may be an IPv6 address, is joined to the port with %s:%d for ssh.Dial; net.JoinHostPort is right; the exact shape the hostjoin check names in non-test code)
	addr := fmt.Sprintf("%s:%d", t.config.Host, t.config.Port) // defect hostjoin
	client, err := ssh.Dial("tcp", addr, config)
	if err != nil {
		return fmt.Errorf("SSH connection failed: %w", err)
	}
	t.client = client
	return nil
}
