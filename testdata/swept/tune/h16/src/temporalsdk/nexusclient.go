package temporalsdk

import (
	"context"
	"net/http"
	"net/url"
)

// NexusClientOptions are the options of the HTTP Nexus client.
type NexusClientOptions struct {
	// Base URL for all requests. Required.
	BaseURL string
	// Service name. Required.
	Service string
}

// NexusClient is an HTTP client for a Nexus service.
type NexusClient struct {
	options        NexusClientOptions
	serviceBaseURL *url.URL
	httpClient     *http.Client
}

// StartOperation starts an operation.
func (c *NexusClient) StartOperation(ctx context.Context, operation string) (*http.Response, error) {
	// Source: github.com/temporalio/sdk-go/test/nexusclient/client.go:197 (escaper: URL.JoinPath takes escaped path segments, so PathEscape of the service and the operation is right there)
	url := c.serviceBaseURL.JoinPath(url.PathEscape(c.options.Service), url.PathEscape(operation)) // lookalike

	request, err := http.NewRequestWithContext(ctx, "POST", url.String(), nil)
	if err != nil {
		return nil, err
	}
	return c.httpClient.Do(request)
}
