// Package graphql is a minimal stub of github.com/Khan/genqlient/graphql.
package graphql

import "net/http"

// Doer encapsulates the methods from *http.Client needed by Client.
type Doer interface {
	Do(*http.Request) (*http.Response, error)
}

// Client is the interface that the generated code calls into.
type Client interface {
	MakeRequest(req *http.Request) error
}

type client struct {
	endpoint   string
	httpClient Doer
}

func (c *client) MakeRequest(req *http.Request) error { return nil }

// NewClient returns a Client which makes requests to the given endpoint.
func NewClient(endpoint string, httpClient Doer) Client {
	return &client{endpoint: endpoint, httpClient: httpClient}
}
