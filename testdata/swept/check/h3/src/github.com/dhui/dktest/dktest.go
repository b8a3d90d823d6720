// Package dktest is a stub of github.com/dhui/dktest with what the cases use.
package dktest

import (
	"errors"
	"strconv"
)

// PortBinding is one published port of a container.
type PortBinding struct{ HostIP, HostPort string }

// ContainerInfo holds the published ports of a running container.
type ContainerInfo struct {
	Ports map[string][]PortBinding
}

func mapHost(h string) string {
	switch h {
	case "", "0.0.0.0":
		return "127.0.0.1"
	default:
		return h
	}
}

// Port gets the host address a container's TCP port is published on.
func (c ContainerInfo) Port(containerPort uint16) (hostIP string, hostPort string, err error) {
	for _, pb := range c.Ports[strconv.Itoa(int(containerPort))+"/tcp"] {
		return mapHost(pb.HostIP), pb.HostPort, nil
	}
	return "", "", errors.New("port not published")
}

// FirstPort gets the first published TCP port.
func (c ContainerInfo) FirstPort() (hostIP string, hostPort string, err error) {
	for _, pbs := range c.Ports {
		for _, pb := range pbs {
			return mapHost(pb.HostIP), pb.HostPort, nil
		}
	}
	return "", "", errors.New("no port published")
}
