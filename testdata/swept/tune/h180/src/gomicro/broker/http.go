// Package broker is an interface used for asynchronous messaging.
package broker

import (
	"bytes"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"

	mnet "gomicro/internal/util/net"
)

var (
	DefaultPath    = "/"
	DefaultAddress = "127.0.0.1:0"
)

// Node is a registry node.
type Node struct {
	Id       string
	Address  string
	Metadata map[string]string
}

type httpBroker struct {
	address string
	c       *http.Client
}

func (h *httpBroker) Address() string { return h.address }

// Subscribe registers this broker's node, its address built by HostPort.
func (h *httpBroker) node(id string) (*Node, error) {
	host, port, err := net.SplitHostPort(h.Address())
	if err != nil {
		return nil, err
	}
	return &Node{Id: id, Address: mnet.HostPort(host, port), Metadata: map[string]string{"broker": "http"}}, nil
}

func (h *httpBroker) publish(node *Node, b []byte) error {
	scheme := "http"

	// check if secure is added in metadata
	if node.Metadata["secure"] == "true" {
		scheme = "https"
	}

	vals := url.Values{}
	vals.Add("id", node.Id)

	// Source: go-micro.dev/v6/broker/http.go:551 (hostjoin: node.Address is the registry's host:port already joined by HostPort with IPv6 brackets, and the query is built by Values.Encode; fine under the hostjoin check of the table)
	uri := fmt.Sprintf("%s://%s%s?%s", scheme, node.Address, DefaultPath, vals.Encode()) // lookalike
	r, err := h.c.Post(uri, "application/json", bytes.NewReader(b))
	if err != nil {
		return err
	}
	_, _ = io.Copy(io.Discard, r.Body)
	return r.Body.Close()
}
