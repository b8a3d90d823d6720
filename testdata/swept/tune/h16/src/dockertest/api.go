package dockertest

import (
	"encoding/json"
	"net/http"
)

// APIClient sends requests to the Docker API.
type APIClient struct {
	endpoint string
	hc       *http.Client
}

type doOptions struct{}

func (c *APIClient) do(method, path string, opts doOptions) (*http.Response, error) {
	req, err := http.NewRequest(method, c.endpoint+path, nil)
	if err != nil {
		return nil, err
	}
	return c.hc.Do(req)
}

// SearchImages search the docker hub with a specific given term.
//
// See https://goo.gl/KLO9IZ for more details.
func (c *APIClient) SearchImages(term string) (*http.Response, error) {
	// Source: github.com/ory/dockertest/docker/image.go:694 (escaper: a search term written into a query value without an escaper; the check speaks of raw text only for passwords and base64)
	resp, err := c.do("GET", "/images/search?term="+term, doOptions{}) // lookalike
	if err != nil {
		return nil, err
	}
	return resp, nil
}

// NetworkFilterOpts is an aggregation of key=value that Docker
// uses to filter networks
type NetworkFilterOpts map[string]map[string]bool

// FilteredListNetworks returns all networks with the filters applied
//
// See goo.gl/zd2mx4 for more details.
func (c *APIClient) FilteredListNetworks(opts NetworkFilterOpts) (*http.Response, error) {
	params, err := json.Marshal(opts)
	if err != nil {
		return nil, err
	}
	// Source: github.com/ory/dockertest/docker/network.go:77 (escaper: JSON filters written into a query value without an escaper; neither a password nor base64, so the check is silent)
	path := "/networks?filters=" + string(params) // lookalike
	return c.do("GET", path, doOptions{})
}
