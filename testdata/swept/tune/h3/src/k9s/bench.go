// Package k9s holds cases rewritten from github.com/derailed/k9s.
package k9s

import (
	"fmt"
	"net/http"
	"strings"
)

// HTTPTarget is the http part of a benchmark configuration read from YAML.
type HTTPTarget struct {
	Host string `yaml:"host"`
	Path string `yaml:"path"`
}

// BenchConfig is a user's benchmark configuration.
type BenchConfig struct {
	HTTP HTTPTarget `yaml:"http"`
}

// TargetURL computes the URL of a benchmark from the port-forward address.
func TargetURL(host, path, port, address string) string {
	if host == "" {
		host = address
	}
	if path == "" {
		path = "/"
	}
	// Source: github.com/derailed/k9s/internal/render/portforward.go:114 (benchmark URL from a configured host or the port-forward address, joined to the port with ':')
	return "http://" + host + ":" + port + path // defect hostjoin
}

// benchURL computes the benchmark URL from the user's YAML config.
func benchURL(cfg *BenchConfig, port string) string {
	host := "localhost"
	if cfg.HTTP.Host != "" {
		host = cfg.HTTP.Host
	}
	path := "/"
	if cfg.HTTP.Path != "" {
		path = cfg.HTTP.Path
	}
	// Source: github.com/derailed/k9s/internal/view/helpers.go:229 (benchmark URL from the host of the user's YAML config joined to the port with ':')
	return "http://" + host + ":" + port + path // defect hostjoin
}

// RunBench starts a benchmark against a service.
func RunBench(port string, cfg *BenchConfig) error {
	if cfg.HTTP.Host == "" {
		return fmt.Errorf("invalid benchmark host %q", cfg.HTTP.Host)
	}
	base := cfg.HTTP.Host
	if !strings.Contains(base, ":") {
		// Source: github.com/derailed/k9s/internal/view/svc.go:161 (port appended only when the host holds no ':')
		base += ":" + port + cfg.HTTP.Path // lookalike
	} else {
		base += cfg.HTTP.Path
	}
	if strings.Index(base, "http") != 0 {
		base = "http://" + base
	}
	resp, err := http.Get(base)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Source: github.com/derailed/k9s/internal/client/helpers.go:102 (strings.Replace strips the scheme off a cluster host)
func stripScheme(host string) string {
	return strings.Replace(strings.Replace(host, "https://", "", 1), "http://", "", 1) // lookalike
}
