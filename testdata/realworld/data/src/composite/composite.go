// Package composite holds URIs written in composite literals: struct
// fields, map values and slice elements whose name says URL, and the
// fields of a config that later reach a sink.
package composite

import (
	"net/http"
	"os"
	"time"

	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/valyala/fasthttp"
)

func lookupEnv(key, fallback string) string {
	if v, ok := os.LookupEnv(key); ok {
		return v
	}
	return fallback
}

// BrokerConfig is the message broker's connection.
type BrokerConfig struct {
	Address string
}

// Source: github.com/romashorodok/test-task-bank-account/account/pkg/config/ampq.go
// The Address field of the AMQP config falls back to a URL with the
// guest user's password written in; the service dials it with amqp.Dial.
func NewBrokerConfig() *BrokerConfig {
	return &BrokerConfig{
		Address: lookupEnv("LEDGER_AMQP_ADDRESS", "amqp://ledger:ledger@0.0.0.0:5672"), // defect credentials
	}
}

func dialBroker() error {
	cfg := NewBrokerConfig()
	conn, err := amqp.Dial(cfg.Address)
	if err != nil {
		return err
	}
	return conn.Close()
}

// DiscoveryConfig is a service catalog's discovery settings.
type DiscoveryConfig struct {
	Scheme          string
	Server          string
	RefreshInterval time.Duration
}

// Source: github.com/prometheus/prometheus/discovery/consul/consul.go
// The default SD config's Server is the agent's host:port; the scheme is
// a separate field and the two are joined by the client library.
var DefaultDiscovery = DiscoveryConfig{
	Scheme:          "http",
	Server:          "localhost:8500", // lookalike
	RefreshInterval: 30 * time.Second,
}

// NetAddr is a listener's address.
type NetAddr struct {
	Endpoint  string
	Transport string
}

// StorageServer is a gRPC server's settings.
type StorageServer struct {
	NetAddr NetAddr
}

// Source: github.com/jaegertracing/jaeger/cmd/remote-storage/app/config.go
// The gRPC server's NetAddr.Endpoint is the address it listens on, an
// empty host and a port, handed to net.Listen.
func DefaultStorageServer() *StorageServer {
	return &StorageServer{
		NetAddr: NetAddr{
			Endpoint:  ":17271", // lookalike
			Transport: "tcp",
		},
	}
}

// EntryPoint is where a proxy listens.
type EntryPoint struct {
	Address string
}

// Source: github.com/traefik/traefik/pkg/config/static/static_config.go
// The default entry point's Address is a listen address (":80"), not a
// URL.
func defaultEntryPoints() map[string]*EntryPoint {
	ep := &EntryPoint{Address: ":80"} // lookalike
	return map[string]*EntryPoint{"web": ep}
}

// ProxyOptions are a proxy's server options.
type ProxyOptions struct {
	HTTPAddress  string
	HTTPSAddress string
}

// Source: github.com/oauth2-proxy/oauth2-proxy/pkg/apis/options/legacy_options.go
// The legacy defaults bind the HTTP and HTTPS servers to host:port
// addresses.
func legacyProxyDefaults() ProxyOptions {
	return ProxyOptions{
		HTTPAddress:  "127.0.0.1:4180", // lookalike
		HTTPSAddress: ":443",           // lookalike
	}
}

// Source: github.com/valyala/fasthttp/examples/host_client/hostclient.go
// A HostClient's Addr is the host and port it dials, set apart from the
// request's URI.
func newHostClient() *fasthttp.HostClient {
	return &fasthttp.HostClient{
		Addr: "localhost:8080", // lookalike
	}
}

// VaultConfig is a secrets store's client config.
type VaultConfig struct {
	Enabled bool
	Addr    string
}

// Source: github.com/hashicorp/nomad/nomad/structs/config/vault.go
// The default Vault config's Addr is a full URL (the Vault client wants a
// URL there, not host:port).
func DefaultVaultConfig() *VaultConfig {
	return &VaultConfig{
		Addr: "https://vault.service.consul:8200", // lookalike
	}
}

// MetricStreamsListener is a listener for pushed metric streams.
type MetricStreamsListener struct {
	ServiceAddress string
	ReadTimeout    time.Duration
}

// Source: github.com/influxdata/telegraf/plugins/inputs/cloudwatch_metric_streams/cloudwatch_metric_streams.go
// The plugin's default ServiceAddress is the port it listens on.
func newMetricStreamsListener() *MetricStreamsListener {
	return &MetricStreamsListener{
		ServiceAddress: ":443", // lookalike
		ReadTimeout:    10 * time.Second,
	}
}

// WorkflowClient connects to a workflow engine's gateway.
type WorkflowClient struct {
	GatewayAddress         string
	UsePlaintextConnection bool
}

// Source: github.com/dapr/components-contrib/tests/certification/bindings/zeebe/helper.go
// The Zeebe client's GatewayAddress is host:port for gRPC.
func newWorkflowClient() WorkflowClient {
	return WorkflowClient{
		GatewayAddress:         "localhost:26500", // lookalike
		UsePlaintextConnection: true,
	}
}

// Source: github.com/moby/moby/man/vendor/github.com/russross/blackfriday/v2/inline.go
// The Markdown renderer keeps the prefixes it autolinks as byte slices;
// "mailto://" is a prefix to compare against, never a URI itself.
var autolinkPrefixes = [][]byte{
	[]byte("http://"),
	[]byte("https://"),
	[]byte("ftp://"),
	[]byte("mailto://"), // lookalike
}

func hasAutolinkPrefix(b []byte) bool {
	for _, p := range autolinkPrefixes {
		if len(b) >= len(p) && string(b[:len(p)]) == string(p) {
			return true
		}
	}
	return false
}

// AgentConfig is the API client's config.
type AgentConfig struct {
	Address string
	Region  string
}

// Source: github.com/hashicorp/nomad/api/api.go
// DefaultConfig's Address is the agent's HTTP API URL; the client sends
// its requests there.
func DefaultAgentConfig() *AgentConfig {
	return &AgentConfig{
		Address: "http://127.0.0.1:4646", // lookalike
	}
}

func agentStatus() (*http.Response, error) {
	cfg := DefaultAgentConfig()
	return http.Get(cfg.Address + "/v1/status/leader")
}
