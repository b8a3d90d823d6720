// Package jaegerclient holds cases from github.com/uber/jaeger-client-go.
package jaegerclient

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
)

// DefaultSamplingServerPort is the port of the agent's sampling endpoint.
const DefaultSamplingServerPort = 5778

const envAgentHost = "JAEGER_AGENT_HOST"

// SamplerConfig configures the sampler.
type SamplerConfig struct {
	SamplingServerURL string
}

// Source: github.com/uber/jaeger-client-go/config/config_env.go:138 (sampling URL joins JAEGER_AGENT_HOST from the environment and the port with ':')
func (sc *SamplerConfig) samplerConfigFromEnv() (*SamplerConfig, error) {
	if e := os.Getenv(envAgentHost); e != "" {
		sc.SamplingServerURL = fmt.Sprintf("http://%s:%d/sampling", e, DefaultSamplingServerPort) // defect hostjoin
	}
	return sc, nil
}

// Source: github.com/uber/jaeger-client-go/constants.go:105 (default sampling URL on the loopback address)
var DefaultSamplingServerURL = fmt.Sprintf("http://127.0.0.1:%d/sampling", DefaultSamplingServerPort) // lookalike

type httpSamplingStrategyFetcher struct {
	serverURL  string
	httpClient http.Client
}

// Source: github.com/uber/jaeger-client-go/sampler_remote.go:323 (configured server URL with a query from url.Values.Encode)
func (f *httpSamplingStrategyFetcher) Fetch(serviceName string) (*http.Response, error) {
	v := url.Values{}
	v.Set("service", serviceName)
	uri := f.serverURL + "?" + v.Encode() // lookalike
	return f.httpClient.Get(uri)
}

// Source: github.com/uber/jaeger-client-go/internal/baggage/remote/restriction_manager.go:37 (agent host:port with a query from url.Values.Encode)
func restrictionsURL(hostPort, serviceName string) string {
	v := url.Values{}
	v.Set("service", serviceName)
	return fmt.Sprintf("http://%s/baggageRestrictions?%s", hostPort, v.Encode()) // lookalike
}

// PostJSON posts a JSON body.
func PostJSON(url string, body interface{}) error {
	b, err := json.Marshal(body)
	if err != nil {
		return err
	}
	resp, err := http.Post(url, "application/json", bytes.NewReader(b))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Client drives a crossdock test.
type Client struct {
	ServerPortHTTP string
	hostMapper     func(service string) string
}

func (c *Client) mapServiceToHost(service string) string {
	if c.hostMapper == nil {
		return service
	}
	return c.hostMapper(service)
}

// Source: github.com/uber/jaeger-client-go/crossdock/client/trace.go:57 (crossdock server reached by its service name, a docker-compose host name, and a port)
func (c *Client) trace(server1 string) error {
	server1host := c.mapServiceToHost(server1)
	url := fmt.Sprintf("http://%s:%s/start_trace", server1host, c.ServerPortHTTP) // lookalike
	return PostJSON(url, nil)
}

// Downstream is the next hop of a crossdock trace.
type Downstream struct {
	ServiceName string
	Host        string
	Port        string
}

// Source: github.com/uber/jaeger-client-go/crossdock/server/trace.go:83 (downstream crossdock server named by the Host the client mapped from a service name)
func callDownstreamHTTP(target *Downstream) error {
	url := fmt.Sprintf("http://%s:%s/join_trace", target.Host, target.Port) // lookalike
	return PostJSON(url, nil)
}
