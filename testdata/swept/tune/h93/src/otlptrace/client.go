// Package otlptrace holds cases rewritten from go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp.
package otlptrace

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

type config struct {
	Endpoint string
	URLPath  string
	Insecure bool
}

// withEndpointURL mirrors WithEndpointURL: it splits an endpoint URL into the config.
func withEndpointURL(v string) config {
	var cfg config
	u, err := url.Parse(v)
	if err != nil {
		return cfg
	}
	cfg.Endpoint = u.Host
	cfg.URLPath = u.Path
	cfg.Insecure = u.Scheme != "https"
	return cfg
}

type client struct{ cfg config }

func (c *client) getScheme() string {
	if c.cfg.Insecure {
		return "http"
	}
	return "https"
}

func (c *client) newRequest() (*http.Request, error) {
	// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/client.go:292 (hostjoin: the configured endpoint is already a host:port and goes whole into the Host field, so nothing joins a host and a port with a bare colon.)
	u := url.URL{Scheme: c.getScheme(), Host: c.cfg.Endpoint, Path: c.cfg.URLPath} // lookalike
	return http.NewRequestWithContext(context.Background(), http.MethodPost, u.String(), http.NoBody)
}

func (c *client) export() error {
	req, err := c.newRequest()
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		return fmt.Errorf("failed to send to %s: %s", req.URL, resp.Status)
	}
	return nil
}
