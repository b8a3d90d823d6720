package kind

import (
	"bytes"
	"errors"
	"net"
	"strings"
)

// Provider is the subset of the node provider the kubeconfig code uses.
type Provider interface {
	// GetAPIServerEndpoint returns the host endpoint for the cluster's API server.
	GetAPIServerEndpoint(cluster string) (string, error)
}

type dockerProvider struct {
	inspect func(cluster string) (string, error)
}

// GetAPIServerEndpoint is part of the Provider interface.
func (p *dockerProvider) GetAPIServerEndpoint(cluster string) (string, error) {
	line, err := p.inspect(cluster)
	if err != nil {
		return "", err
	}
	parts := strings.Split(line, "\t")
	if len(parts) != 2 {
		return "", errors.New("network details should only be two parts")
	}
	// join host and port
	return net.JoinHostPort(parts[0], parts[1]), nil
}

// get returns the kubeconfig of the cluster, with the external server
// endpoint when external is set.
func get(p Provider, name string, raw string, external bool) (string, error) {
	var buff bytes.Buffer
	buff.WriteString(raw)

	// if we're doing external we need to override the server endpoint
	server := ""
	if external {
		endpoint, err := p.GetAPIServerEndpoint(name)
		if err != nil {
			return "", err
		}
		// Source: github.com/kubernetes-sigs/kind/pkg/cluster/internal/kubeconfig/kubeconfig.go:100 (hostjoin: endpoint is already host:port, made by net.JoinHostPort in the provider)
		server = "https://" + endpoint // lookalike
	}
	return strings.ReplaceAll(buff.String(), "${SERVER}", server), nil
}
