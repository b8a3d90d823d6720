// Package toxiproxy holds cases rewritten from github.com/Shopify/toxiproxy.
package toxiproxy

import (
	"encoding/json"
	"net/http"
	"strings"
)

// Client is the toxiproxy API client.
type Client struct {
	endpoint string
}

// Proxy is a proxy the server runs.
type Proxy struct {
	Name     string `json:"name"`     // The name of the proxy
	Listen   string `json:"listen"`   // The address the proxy listens on
	Upstream string `json:"upstream"` // The upstream address to proxy to
	Enabled  bool   `json:"enabled"`  // Whether the proxy is enabled
}

// NewClient creates a new client which provides the base of all communication
// with Toxiproxy. Endpoint is the address to the proxy (e.g. localhost:8474 if
// not overridden).
func NewClient(endpoint string) *Client {
	if !strings.HasPrefix(endpoint, "https://") && !strings.HasPrefix(endpoint, "http://") {
		// Source: github.com/Shopify/toxiproxy/client/client.go:51 (hostjoin: a scheme put before an endpoint given whole as host:port, no host and port joined here)
		endpoint = "http://" + endpoint // lookalike
	}
	return &Client{endpoint: endpoint}
}

// Proxies returns a map with all the proxies and their toxics.
func (client *Client) Proxies() (map[string]*Proxy, error) {
	resp, err := http.Get(client.endpoint + "/proxies")
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	proxies := make(map[string]*Proxy)
	err = json.NewDecoder(resp.Body).Decode(&proxies)
	return proxies, err
}
