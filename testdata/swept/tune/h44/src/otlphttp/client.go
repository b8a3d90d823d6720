// Package otlphttp holds cases rewritten from go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp.
package otlphttp

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strings"
)

// Config is the exporter configuration for traces.
type Config struct {
	Endpoint string
	URLPath  string
	Insecure bool
}

// Option changes a Config.
type Option func(Config) Config

// WithEndpoint sets the endpoint, a host:port without scheme.
func WithEndpoint(v string) Option {
	return func(c Config) Config {
		c.Endpoint = v
		return c
	}
}

// WithInsecure selects plain HTTP.
func WithInsecure() Option {
	return func(c Config) Config {
		c.Insecure = true
		return c
	}
}

// WithEndpointURL sets scheme, host and path from a URL.
func WithEndpointURL(v string) Option {
	return func(c Config) Config {
		u, err := url.Parse(v)
		if err != nil {
			return c
		}
		c.Endpoint = u.Host
		c.URLPath = u.Path
		c.Insecure = u.Scheme != "https"
		return c
	}
}

// NewConfig applies the environment and then opts.
func NewConfig(opts ...Option) Config {
	c := Config{URLPath: "/v1/traces"}
	for _, key := range []string{"OTEL_EXPORTER_OTLP_ENDPOINT", "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"} {
		v := strings.TrimSpace(os.Getenv(key))
		if v == "" {
			continue
		}
		if u, err := url.Parse(v); err == nil {
			c.Endpoint = u.Host
			c.Insecure = strings.ToLower(u.Scheme) != "https"
		}
	}
	for _, o := range opts {
		c = o(c)
	}
	c.URLPath = cleanPath(c.URLPath, "/v1/traces")
	return c
}

func cleanPath(urlPath, defaultPath string) string {
	tmp := strings.TrimSpace(urlPath)
	if tmp == "" || tmp == "." {
		return defaultPath
	}
	if !strings.HasPrefix(tmp, "/") {
		tmp = "/" + tmp
	}
	return tmp
}

type client struct{ cfg Config }

func (c *client) getScheme() string {
	if c.cfg.Insecure {
		return "http"
	}
	return "https"
}

func (c *client) newRequest() (*http.Request, error) {
	// Source: go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/client.go:292 (hostjoin: the Host field takes the configured endpoint, which is already host:port, so nothing is joined with a bare colon.)
	u := url.URL{Scheme: c.getScheme(), Host: c.cfg.Endpoint, Path: c.cfg.URLPath} // lookalike
	return http.NewRequestWithContext(context.Background(), http.MethodPost, u.String(), http.NoBody)
}

// Export sends one request and returns its status.
func (c *client) Export() (int, error) {
	r, err := c.newRequest()
	if err != nil {
		return 0, err
	}
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return resp.StatusCode, fmt.Errorf("traces export: failed to send to %s: %s", r.URL, resp.Status)
	}
	return resp.StatusCode, nil
}
