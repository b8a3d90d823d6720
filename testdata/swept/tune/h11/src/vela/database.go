package vela

import (
	"errors"
	"fmt"
	"strings"
	"time"
)

type config struct {
	Driver           string
	Address          string
	CompressionLevel int
	ConnectionLife   time.Duration
	EncryptionKey    string
	PartitionPattern string
	PartitionSchema  string
	Partitioned      bool
}

// Validate checks the database configuration.
func (c *config) Validate() error {
	if len(c.Driver) == 0 {
		return errors.New("no database driver provided")
	}
	if len(c.Address) == 0 {
		return errors.New("no database address provided")
	}
	if strings.HasSuffix(c.Address, "/") {
		return fmt.Errorf("invalid database address provided: address must not have trailing slash")
	}
	if c.CompressionLevel < -1 || c.CompressionLevel > 9 {
		return fmt.Errorf("invalid database compression level provided: level (%d) must be between -1 and 9", c.CompressionLevel)
	}
	if len(c.EncryptionKey) != 32 {
		return errors.New("invalid database encryption key provided")
	}
	if c.Partitioned && (c.PartitionPattern == "" || c.PartitionSchema == "") {
		return errors.New("partition pattern and schema are required")
	}
	return nil
}

// New opens the database of c.
func New(c *config) error {
	if err := c.Validate(); err != nil {
		return err
	}
	return errors.New("cannot connect")
}

func redirectURL(port string) string {
	p := port
	if p == "" {
		p = "8080"
	}
	// Source: github.com/go-vela/server/api/auth/redirect.go:92 (hostjoin: the host is the constant 127.0.0.1, no IPv6 risk)
	return fmt.Sprintf("http://127.0.0.1:%s", p) // lookalike
}
