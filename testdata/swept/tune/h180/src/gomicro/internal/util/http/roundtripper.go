// Package http routes HTTP requests to registry nodes.
package http

import (
	"errors"
	"net/http"
)

// Node is a registry node; Address is host:port built with HostPort.
type Node struct {
	Address string
}

type roundTripper struct {
	rt    http.RoundTripper
	nodes func(service string) ([]*Node, error)
}

func (r *roundTripper) RoundTrip(req *http.Request) (*http.Response, error) {
	nodes, err := r.nodes(req.URL.Host)
	if err != nil {
		return nil, err
	}
	// rudimentary retry 3 times
	for i := 0; i < 3 && i < len(nodes); i++ {
		n := nodes[i]
		// Source: go-micro.dev/v6/internal/util/http/roundtripper.go:30 (hostjoin: the node address from the registry is a host:port already joined with IPv6 brackets, stored whole in URL.Host; fine under the hostjoin check of the table)
		req.URL.Host = n.Address // lookalike
		w, err := r.rt.RoundTrip(req)
		if err != nil {
			continue
		}
		return w, nil
	}
	return nil, errors.New("failed request")
}
