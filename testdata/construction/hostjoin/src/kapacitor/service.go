package kapacitor

import (
	"fmt"
	"net/url"
)

// Config is the [http] section of the configuration file.
type Config struct {
	BindAddress  string
	HTTPSEnabled bool
	port         int
}

func (c Config) Port() (int, error) { return c.port, nil }

// Service is the HTTP API service.
type Service struct {
	URL url.URL
}

// Source: github.com/influxdata/kapacitor/services/httpd/service.go:99 (the service's own URL puts the configured hostname and the port, joined with ':' by Sprintf, in the Host field of a url.URL)
func NewService(c Config, hostname string) *Service {
	port, _ := c.Port()
	u := url.URL{
		Host:   fmt.Sprintf("%s:%d", hostname, port), // defect hostjoin
		Scheme: "http",
	}
	if c.HTTPSEnabled {
		u.Scheme = "https"
	}
	return &Service{URL: u}
}
