// Package cadvisor holds cases rewritten from github.com/google/cadvisor.
package cadvisor

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"path"
	"strings"
)

// URLConfig describes a collector endpoint by parts.
type URLConfig struct {
	Protocol string
	Port     string
	Path     string
}

// EndpointConfig is a collector endpoint.
type EndpointConfig struct {
	URL       string
	URLConfig URLConfig
}

// ContainerHandler reports facts about a container.
type ContainerHandler interface {
	GetContainerIPAddress() string
}

func (ec *EndpointConfig) configure(h ContainerHandler) {
	if ec.URL == "" {
		ipAddress := h.GetContainerIPAddress()
		// Source: github.com/google/cadvisor/collector/util.go:23 (hostjoin: the container IP from GetContainerIPAddress may be IPv6 and is joined to the port with a bare ':')
		ec.URL = ec.URLConfig.Protocol + "://" + ipAddress + ":" + ec.URLConfig.Port + ec.URLConfig.Path // defect hostjoin
	}
}

// Source: github.com/google/cadvisor/container/docker/factory.go:46 (hostform: an empty authority is the normal form of a unix socket URI)
var argDockerEndpoint = flag.String("docker", "unix:///var/run/docker.sock", "docker endpoint") // lookalike

// Source: github.com/google/cadvisor/container/podman/factory.go:42 (hostform: an empty authority is the normal form of a unix socket URI)
var podmanEndpoint = flag.String("podman", "unix:///var/run/podman/podman.sock", "podman endpoint") // lookalike

func podmanClient() (*http.Client, error) {
	u, err := url.Parse(*podmanEndpoint)
	if err != nil {
		return nil, err
	}
	if u.Scheme != "unix" {
		return nil, fmt.Errorf("couldn't get podman client")
	}
	return &http.Client{Transport: &http.Transport{
		DialContext: func(ctx context.Context, _, _ string) (net.Conn, error) {
			return (&net.Dialer{}).DialContext(ctx, "unix", u.Path)
		},
	}}, nil
}

func apiGetRequest(target string) (*http.Response, error) {
	c, err := podmanClient()
	if err != nil {
		return nil, err
	}
	req, err := http.NewRequest(http.MethodGet, target, nil)
	if err != nil {
		return nil, err
	}
	return c.Do(req)
}

// Images lists podman images.
func Images() (*http.Response, error) {
	// Source: github.com/google/cadvisor/container/podman/podman.go:99 (hostform: the single-label host is a placeholder; the transport dials the unix socket whatever the host)
	return apiGetRequest("http://d/v1.0.0/images/json") // lookalike
}

// InspectContainer fetches one container.
func InspectContainer(id string) (*http.Response, error) {
	// Source: github.com/google/cadvisor/container/podman/podman.go:162 (escaper: a raw container ID in a path segment is not known to need escaping)
	return apiGetRequest(fmt.Sprintf("http://d/v1.0.0/containers/%s/json", id)) // lookalike
}

var host = flag.String("host", "localhost", "Address of the host being tested")
var port = flag.Int("port", 8080, "Port of the application on the host being tested")

// HostnameInfo names the host under test.
type HostnameInfo struct {
	Host string
	Port int
}

// Hostname returns the host under test, from flags.
func Hostname() HostnameInfo {
	return HostnameInfo{Host: *host, Port: *port}
}

// FullHostname returns the base URI of the host under test.
func (h HostnameInfo) FullHostname() string {
	// Source: github.com/google/cadvisor/integration/framework/framework.go:253 (hostjoin: Host comes from the -host flag, may be an IPv6 literal, and is joined with a bare ':')
	return fmt.Sprintf("http://%s:%d/", h.Host, h.Port) // defect hostjoin
}

// MetricsClient fetches the metrics endpoint.
type MetricsClient struct {
	baseURL    string
	httpClient *http.Client
}

// NewMetricsClient makes a metrics client of the host under test.
func NewMetricsClient(h HostnameInfo) *MetricsClient {
	return &MetricsClient{baseURL: h.FullHostname(), httpClient: &http.Client{}}
}

// FetchWithParams fetches metrics; params is a query such as type=docker.
func (m *MetricsClient) FetchWithParams(params string) (*http.Response, error) {
	target := m.baseURL + "metrics"
	if params != "" {
		// Source: github.com/google/cadvisor/integration/framework/metrics.go:55 (escaper: params is a ready-made query string from the caller, not a value to escape)
		target += "?" + params // lookalike
	}
	return m.httpClient.Get(target)
}

func getAttributes(ipAddress, portStr string) (*http.Response, error) {
	// Source: github.com/google/cadvisor/integration/runner/runner.go:58 (hostjoin: ipAddress is a host from the command-line arguments, may be IPv6, joined with a bare ':')
	return http.Get(fmt.Sprintf("http://%s:%s/api/v2.1/attributes", ipAddress, portStr)) // defect hostjoin
}

func waitHealthy(host, portStr string) bool {
	// Source: github.com/google/cadvisor/integration/runner/runner.go:163 (hostjoin: host is a command-line argument, may be IPv6, joined with a bare ':')
	resp, err := http.Get(fmt.Sprintf("http://%s:%s/healthz", host, portStr)) // defect hostjoin
	if err != nil {
		return false
	}
	defer resp.Body.Close()
	return resp.StatusCode == http.StatusOK
}

// Run checks every host named on the command line.
func Run() {
	for _, h := range flag.Args() {
		if waitHealthy(h, "8080") {
			_, _ = getAttributes(h, "8080")
		}
	}
}

// Client is a cAdvisor API client.
type Client struct {
	baseURL string
}

// NewClient returns a client of the given base URI.
func NewClient(base string) *Client {
	if !strings.HasSuffix(base, "/") {
		base += "/"
	}
	// Source: github.com/google/cadvisor/client/client.go:54 (baseslash: the base is given a trailing '/' first, so the relative suffix keeps its path)
	return &Client{baseURL: fmt.Sprintf("%sapi/v1.3/", base)} // lookalike
}

func (c *Client) containerInfoURL(name string) string {
	// Source: github.com/google/cadvisor/client/client.go:154 (pathjoin: path.Join is applied only to path segments, then appended to the base)
	return c.baseURL + path.Join("containers", name) // lookalike
}

// ContainerInfo fetches a container's info.
func (c *Client) ContainerInfo(name string) (*http.Response, error) {
	return http.Get(c.containerInfoURL(name))
}

// CollectorConfig is a collector's JSON configuration.
type CollectorConfig struct {
	Endpoint      string            `json:"endpoint"`
	MetricsConfig []json.RawMessage `json:"metrics_config"`
}

// NewCollector reads a collector configuration.
func NewCollector(config []byte) (*CollectorConfig, error) {
	var cfg CollectorConfig
	if err := json.Unmarshal(config, &cfg); err != nil {
		return nil, err
	}
	if len(cfg.MetricsConfig) == 0 {
		return nil, fmt.Errorf("no metrics_config specified")
	}
	return &cfg, nil
}
