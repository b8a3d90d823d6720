// Package sdk is a minimal stand-in for github.com/openfaas/go-sdk.
package sdk

import (
	"fmt"
	"net/http"
	"net/url"
)

// DefaultNamespace is the namespace used when none is given.
const DefaultNamespace = "openfaas-fn"

// Client talks to an OpenFaaS gateway.
type Client struct {
	GatewayURL *url.URL
	Client     *http.Client
}

// InvokeFunction fills in the scheme, host and path of req from the gateway
// URL and sends it, as the real go-sdk does.
func (c *Client) InvokeFunction(name, namespace string, async bool, auth bool, req *http.Request) (*http.Response, error) {
	fnEndpoint := "/function"
	if async {
		fnEndpoint = "/async-function"
	}
	if len(namespace) == 0 {
		namespace = DefaultNamespace
	}
	req.URL.Scheme = c.GatewayURL.Scheme
	req.URL.Host = c.GatewayURL.Host
	req.URL.Path = fmt.Sprintf("%s/%s.%s", fnEndpoint, name, namespace)
	return c.Client.Do(req)
}
