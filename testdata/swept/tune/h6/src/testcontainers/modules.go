// Package testcontainers holds cases from github.com/testcontainers/testcontainers-go.
package testcontainers

import (
	"context"
	"fmt"
	"net"
	"net/url"
	"strings"
)

// Port is a container port mapped on the Docker host.
type Port string

// Port returns the number of the port.
func (p Port) Port() string { return string(p) }

// Container is what a module gets back from the runtime.
type Container struct {
	host     string
	ports    map[string]string
	user     string
	password string
	insecure bool
	opts     options
}

type options struct {
	// Scheme is the HTTP scheme to use. Valid values are "http" and "https".
	Scheme string
}

// Host returns the host of the Docker daemon, as DOCKER_HOST or the
// Docker context names it.
func (c *Container) Host(ctx context.Context) (string, error) { return c.host, nil }

// MappedPort returns the host port mapped to the container port.
func (c *Container) MappedPort(ctx context.Context, port string) (Port, error) {
	return Port(c.ports[port]), nil
}

// PortEndpoint returns host:port of a mapped port, with a scheme when proto is set.
func (c *Container) PortEndpoint(ctx context.Context, port, proto string) (string, error) {
	host, err := c.Host(ctx)
	if err != nil {
		return "", err
	}
	hostPort := net.JoinHostPort(host, c.ports[port])
	if proto == "" {
		return hostPort, nil
	}
	return proto + "://" + hostPort, nil
}

// Source: github.com/testcontainers/testcontainers-go/modules/dex/dex.go:77 (issuer URL joins the Docker host, which may be an IPv6 address, and the mapped port with ':')
func dexIssuer(ctx context.Context, c *Container) (string, error) {
	host, err := c.Host(ctx)
	if err != nil {
		return "", fmt.Errorf("dex: host: %w", err)
	}
	mapped, err := c.MappedPort(ctx, "5556/tcp")
	if err != nil {
		return "", fmt.Errorf("dex: mapped port: %w", err)
	}
	return fmt.Sprintf("http://%s:%s/dex", host, mapped.Port()), nil // defect hostjoin
}

// Source: github.com/testcontainers/testcontainers-go/modules/solr/solr.go:87 (base URL of Solr from the Docker host joined with ':' to the mapped port)
func solrURL(ctx context.Context, c *Container) (string, error) {
	host, err := c.Host(ctx)
	if err != nil {
		return "", fmt.Errorf("host: %w", err)
	}
	port, err := c.MappedPort(ctx, "8983/tcp")
	if err != nil {
		return "", fmt.Errorf("mapped port: %w", err)
	}
	return fmt.Sprintf("http://%s:%s/solr", host, port.Port()), nil // defect hostjoin
}

// Source: github.com/testcontainers/testcontainers-go/modules/kurrentdb/kurrentdb.go:97 (connection string of KurrentDB joins the Docker host and the mapped port with ':', two returns)
func kurrentConnectionString(ctx context.Context, c *Container) (string, error) {
	host, err := c.Host(ctx)
	if err != nil {
		return "", fmt.Errorf("get host: %w", err)
	}
	port, err := c.MappedPort(ctx, "2113/tcp")
	if err != nil {
		return "", fmt.Errorf("get mapped port: %w", err)
	}
	if c.insecure {
		return fmt.Sprintf("kurrentdb://%s:%s?tls=false", host, port.Port()), nil // defect hostjoin
	}
	// Source: github.com/testcontainers/testcontainers-go/modules/kurrentdb/kurrentdb.go:100 (same join for the TLS connection string)
	return fmt.Sprintf("kurrentdb://%s:%s", host, port.Port()), nil // defect hostjoin
}

// Source: github.com/testcontainers/testcontainers-go/modules/cratedb/cratedb.go:102 (postgres connection string of CrateDB joins the Docker host and the mapped port with ':')
func cratePGConnectionString(ctx context.Context, c *Container, args ...string) (string, error) {
	host, err := c.Host(ctx)
	if err != nil {
		return "", fmt.Errorf("host: %w", err)
	}
	port, err := c.MappedPort(ctx, "5432/tcp")
	if err != nil {
		return "", fmt.Errorf("mapped port: %w", err)
	}
	extraArgs := ""
	if len(args) > 0 {
		extraArgs = "?" + strings.Join(args, "&")
	}
	return fmt.Sprintf("postgres://crate@%s:%s/doc%s", host, port.Port(), extraArgs), nil // defect hostjoin
}

// Source: github.com/testcontainers/testcontainers-go/modules/fakegcsserver/fakegcsserver.go:40 (storage URL; the scheme is an option documented as "http" or "https", the host is the Docker host joined with ':')
func fakeGCSURL(ctx context.Context, c *Container) (string, error) {
	host, err := c.Host(ctx)
	if err != nil {
		return "", fmt.Errorf("get host: %w", err)
	}
	port, err := c.MappedPort(ctx, "4443/tcp")
	if err != nil {
		return "", fmt.Errorf("get mapped port: %w", err)
	}
	return fmt.Sprintf("%s://%s:%s/storage/v1", c.opts.Scheme, host, port.Port()), nil // defect hostjoin
}

// WithScheme sets the scheme used by the fake-gcs-server.
func WithScheme(scheme string) func(*options) {
	return func(o *options) { o.Scheme = scheme }
}

const (
	// defaultAdminUser is the built-in QuestDB admin username.
	defaultAdminUser = "admin"
	// defaultAdminPassword is the built-in QuestDB admin password.
	defaultAdminPassword = "quest" // defect credentials
	// defaultDatabase is the built-in QuestDB database name.
	defaultDatabase = "qdb"
)

// Source: github.com/testcontainers/testcontainers-go/modules/questdb/questdb.go:79 (PG endpoint formats the constant admin password into the userinfo of the connection URI it returns)
func questPGEndpoint(ctx context.Context, c *Container) (string, error) {
	host, err := c.Host(ctx)
	if err != nil {
		return "", fmt.Errorf("pg endpoint host: %w", err)
	}
	port, err := c.MappedPort(ctx, "8812/tcp")
	if err != nil {
		return "", fmt.Errorf("pg endpoint port: %w", err)
	}
	return fmt.Sprintf("postgres://%s:%s@%s/%s", defaultAdminUser, defaultAdminPassword, net.JoinHostPort(host, port.Port()), defaultDatabase), nil // the password is reported where its bytes are, in the constant above
}

// Source: github.com/testcontainers/testcontainers-go/modules/registry/registry.go:47 (scheme put before a host:port that HostAddress built with net.JoinHostPort)
func registryAddress(ctx context.Context, c *Container) (string, error) {
	host, err := c.PortEndpoint(ctx, "5000/tcp", "")
	if err != nil {
		return "", err
	}
	return "http://" + host, nil // lookalike
}

// Source: github.com/testcontainers/testcontainers-go/internal/core/images.go:130 (URL validator prepends a scheme to host:port so that url.Parse accepts it)
func IsURL(str string) bool {
	strTemp := str
	if strings.Contains(str, ":") && !strings.Contains(str, "://") {
		strTemp = "http://" + str // lookalike
	}
	u, err := url.Parse(strTemp)
	if err != nil {
		return false
	}
	return u.Host != ""
}

// Source: github.com/testcontainers/testcontainers-go/modules/dind/dind.go:32 (daemon listen address on the unspecified address and a constant port)
func dindCmd(port string) []string {
	return []string{"dockerd", "-H", "tcp://0.0.0.0:" + port, "--tls=false"} // lookalike
}

// Source: github.com/testcontainers/testcontainers-go/modules/kafka/kafka.go:57 (Kafka listener list, each NAME://host:port)
var kafkaEnv = map[string]string{
	"KAFKA_LISTENERS": "PLAINTEXT://0.0.0.0:9093,BROKER://0.0.0.0:9092,CONTROLLER://0.0.0.0:9094", // lookalike
}

// Source: github.com/testcontainers/testcontainers-go/modules/azure/eventhubs/eventhubs.go:18 (Azure connection-string format whose Endpoint is an sb:// host, ended by ';')
const connectionStringFormat = "Endpoint=sb://%s;SharedAccessKeyName=%s;SharedAccessKey=%s;UseDevelopmentEmulator=true;" // lookalike

type etcdOptions struct {
	nodeNames   []string
	currentNode int
}

// Source: github.com/testcontainers/testcontainers-go/modules/etcd/etcd.go:187 (peer URL joins a node name, the container's network alias, and the peer port)
func etcdClusterCmd(settings etcdOptions, scheme, peerPort string) []string {
	return []string{
		"--initial-advertise-peer-urls=" + scheme + "://" + settings.nodeNames[settings.currentNode] + ":" + peerPort, // lookalike
	}
}

// Source: github.com/testcontainers/testcontainers-go/modules/artemis/artemis.go:52 (console URL carries the user and password the module was configured with, not a constant)
func (c *Container) ConsoleURL(ctx context.Context) (string, error) {
	hostPort, err := c.PortEndpoint(ctx, "8161/tcp", "")
	if err != nil {
		return "", err
	}
	u := url.URL{
		Scheme: "http",
		User:   url.UserPassword(c.user, c.password), // lookalike
		Host:   hostPort,
		Path:   "/console",
	}
	return u.String(), nil
}
