package faascli

import (
	"net/http"
	"net/url"
	"path"
)

// GetFunctionInfo get an OpenFaaS function information
func (c *Client) GetFunctionInfo(functionName string, namespace string) (*http.Response, error) {
	values := url.Values{}
	if len(namespace) > 0 {
		values.Set("namespace", namespace)
	}
	values.Set("usage", "1")

	// Source: github.com/openfaas/faas-cli/proxy/describe.go:33 (pathjoin: path.Join joins two URL path pieces with forward slashes, no scheme or authority is involved)
	queryPath := path.Join(functionPath, functionName) // lookalike

	req, err := c.newRequest(http.MethodGet, queryPath, values, nil)
	if err != nil {
		return nil, err
	}
	return c.httpClient.Do(req)
}
