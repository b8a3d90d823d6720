// Package docker is a minimal stub of github.com/fsouza/go-dockerclient.
package docker

// Client is a stub Docker client.
type Client struct{}

// NewClient returns a client for the given endpoint URI.
func NewClient(endpoint string) (*Client, error) { panic("stub") }
