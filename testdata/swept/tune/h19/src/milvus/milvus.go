// Package milvus holds cases from github.com/milvus-io/milvus-sdk-go/v2: the
// client's configuration parses the server address as a URL.
package milvus

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"regexp"
	"strings"
)

var regexValidScheme = regexp.MustCompile(`^https?://`)

// Config for milvus client.
type Config struct {
	Address       string // Remote address, "localhost:19530".
	Username      string // Username for auth.
	Password      string // Password for auth.
	DBName        string // DBName for this client.
	EnableTLSAuth bool   // Enable TLS Auth for transport security.

	parsedAddress *url.URL
}

func (c *Config) parse() error {
	// Prepend default fake tcp:// scheme for remote address.
	address := c.Address
	if !regexValidScheme.MatchString(address) {
		address = fmt.Sprintf("tcp://%s", address)
	}

	remoteURL, err := url.Parse(address)
	if err != nil {
		return fmt.Errorf("milvus address parse fail: %w", err)
	}
	// Remote Host should never be empty.
	if remoteURL.Host == "" {
		return errors.New("empty remote host of milvus address")
	}
	// Use DBName in remote url path.
	if c.DBName == "" {
		c.DBName = strings.TrimLeft(remoteURL.Path, "/")
	}
	// Always enable tls auth for https remote url.
	if remoteURL.Scheme == "https" {
		c.EnableTLSAuth = true
	}
	if remoteURL.Port() == "" && c.EnableTLSAuth {
		remoteURL.Host += ":443"
	}
	c.parsedAddress = remoteURL
	return nil
}

// Get parsed remote milvus address, should be called after parse was called.
func (c *Config) getParsedAddress() string {
	return c.parsedAddress.Host
}

// Client is a milvus client.
type Client interface {
	Close() error
}

type grpcClient struct{ config Config }

func (c *grpcClient) Close() error { return nil }

// NewClient creates a client for the config.
func NewClient(ctx context.Context, config Config) (Client, error) {
	if err := config.parse(); err != nil {
		return nil, err
	}
	return &grpcClient{config: config}, nil
}

// NewDefaultGrpcClientWithURI creates a new gRPC client with URI.
func NewDefaultGrpcClientWithURI(ctx context.Context, uri, username, password string) (Client, error) {
	return NewClient(ctx, Config{
		Address:  uri,
		Username: username,
		Password: password,
	})
}
