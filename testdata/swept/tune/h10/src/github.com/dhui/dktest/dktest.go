// Package dktest stands in for github.com/dhui/dktest: only what the
// cases call.
package dktest

import (
	"context"
	"testing"
)

// ContainerInfo describes a running container.
type ContainerInfo struct {
	ID string
}

// FirstPort returns the host IP and the host port of the first published
// TCP port.
func (c ContainerInfo) FirstPort() (hostIP string, hostPort string, err error) {
	return "", "", nil
}

// Options configures the container.
type Options struct {
	PortRequired bool
	ReadyFunc    func(context.Context, ContainerInfo) bool
}

// Run starts a container and runs testFunc against it.
func Run(t *testing.T, imageName string, opts Options, testFunc func(*testing.T, ContainerInfo)) {
	testFunc(t, ContainerInfo{})
}
