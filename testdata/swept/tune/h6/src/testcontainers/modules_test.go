package testcontainers

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

func runContainer(t *testing.T) *Container {
	t.Helper()
	return &Container{host: "localhost", ports: map[string]string{"80/tcp": "32768"}, user: "admin", password: "admin"}
}

// ConnectionString stands in for the modules' connection-string getters.
func (c *Container) ConnectionString(ctx context.Context, args ...string) (string, error) {
	return "", errors.New("not started")
}

// Source: github.com/testcontainers/testcontainers-go/wait/http_test.go:256 (test GETs the container over TLS at the Docker host joined with ':' to the mapped port)
func TestHTTPStrategyTLS(t *testing.T) {
	ctx := context.Background()
	c := runContainer(t)
	host, err := c.Host(ctx)
	if err != nil {
		t.Fatal(err)
	}
	port, err := c.MappedPort(ctx, "6443/tcp")
	if err != nil {
		t.Fatal(err)
	}
	client := http.Client{}
	resp, err := client.Get(fmt.Sprintf("https://%s:%s", host, port.Port())) // defect hostjoin
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d", resp.StatusCode)
	}
}

// Source: github.com/testcontainers/testcontainers-go/wait/http_test.go:306 (same GET in the test of the strategy with an explicit port)
func TestHTTPStrategyWithPort(t *testing.T) {
	ctx := context.Background()
	c := runContainer(t)
	host, _ := c.Host(ctx)
	port, _ := c.MappedPort(ctx, "6443/tcp")
	resp, err := http.DefaultClient.Get(fmt.Sprintf("https://%s:%s", host, port.Port())) // defect hostjoin
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

// Source: github.com/testcontainers/testcontainers-go/wait/http_test.go:366 (same GET in the test of the strategy without a port)
func TestHTTPStrategyWithoutPort(t *testing.T) {
	ctx := context.Background()
	c := runContainer(t)
	host, _ := c.Host(ctx)
	port, _ := c.MappedPort(ctx, "6443/tcp")
	resp, err := http.DefaultClient.Get(fmt.Sprintf("https://%s:%s", host, port.Port())) // defect hostjoin
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

// Source: github.com/testcontainers/testcontainers-go/docker_test.go:148 (test GETs nginx at the Docker host joined with ':' and a fixed port)
func TestContainerHighPort(t *testing.T) {
	ctx := context.Background()
	nginxC := runContainer(t)
	host, err := nginxC.Host(ctx)
	if err != nil {
		t.Fatalf("Expected host %s", host)
	}
	_, err = http.Get("http://" + host + ":8080") // defect hostjoin
	if err != nil {
		t.Fatal("Expected OK response")
	}
}

// Source: github.com/testcontainers/testcontainers-go/modules/dex/dex_test.go:113 (discovery request to the Docker host and the mapped port joined with ':')
func TestDexIssuerOverride(t *testing.T) {
	ctx := context.Background()
	c := runContainer(t)
	host, err := c.Host(ctx)
	if err != nil {
		t.Fatal(err)
	}
	mapped, err := c.MappedPort(ctx, "5556/tcp")
	if err != nil {
		t.Fatal(err)
	}
	reachable := fmt.Sprintf("http://%s:%s/dex/.well-known/openid-configuration", host, mapped.Port()) // defect hostjoin
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, reachable, nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}

func parseRedisURL(uri string) (*url.URL, error) { return url.Parse(uri) }

// Source: github.com/testcontainers/testcontainers-go/modules/toxiproxy/toxiproxy_test.go:75 (redis URI of the proxy joins the Docker host and the mapped port with ':')
func TestToxiproxy(t *testing.T) {
	ctx := context.Background()
	c := runContainer(t)
	toxiproxyProxyPort, err := c.MappedPort(ctx, "8666/tcp")
	if err != nil {
		t.Fatal(err)
	}
	toxiproxyProxyHostIP, err := c.Host(ctx)
	if err != nil {
		t.Fatal(err)
	}
	redisURI := fmt.Sprintf("redis://%s:%s?read_timeout=2s", toxiproxyProxyHostIP, toxiproxyProxyPort.Port()) // defect hostjoin
	if _, err := parseRedisURL(redisURI); err != nil {
		t.Fatal(err)
	}
}

// Source: github.com/testcontainers/testcontainers-go/modules/toxiproxy/examples_test.go:139 (same redis URI in the example run as a test)
func TestToxiproxyExample(t *testing.T) {
	ctx := context.Background()
	c := runContainer(t)
	toxiproxyProxyPort, _ := c.MappedPort(ctx, "8666/tcp")
	toxiproxyProxyHostIP, _ := c.Host(ctx)
	redisURI := fmt.Sprintf("redis://%s:%s?read_timeout=2s", toxiproxyProxyHostIP, toxiproxyProxyPort.Port()) // defect hostjoin
	if _, err := parseRedisURL(redisURI); err != nil {
		t.Fatal(err)
	}
}

// Source: github.com/testcontainers/testcontainers-go/modules/yugabytedb/yugabytedb_test.go:35 (expected YSQL connection string, with the default password, then opened with sql.Open; the host is also joined with ':')
func TestYugabyteYSQL(t *testing.T) {
	ctx := context.Background()
	ctr := runContainer(t)
	ctrHost, _ := ctr.Host(ctx)
	ctrPort, _ := ctr.MappedPort(ctx, "5433/tcp")
	ysqlConnStr, err := ctr.ConnectionString(ctx, "sslmode=disable")
	if err != nil {
		t.Fatal(err)
	}
	if want := fmt.Sprintf("postgres://yugabyte:yugabyte@%s:%s/yugabyte?sslmode=disable", ctrHost, ctrPort.Port()); want != ysqlConnStr { // defect credentials
		t.Fatalf("got %s", ysqlConnStr)
	}
	db, err := sql.Open("postgres", ysqlConnStr)
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
}

// Source: github.com/testcontainers/testcontainers-go/modules/yugabytedb/yugabytedb_test.go:63 (expected connection string of a container run with a custom user and password)
func TestYugabyteCustomUser(t *testing.T) {
	ctx := context.Background()
	ctr := runContainer(t)
	ctrHost, _ := ctr.Host(ctx)
	ctrPort, _ := ctr.MappedPort(ctx, "5433/tcp")
	ysqlConnStr, _ := ctr.ConnectionString(ctx, "sslmode=disable")
	if want := fmt.Sprintf("postgres://custom-user:custom-password@%s:%s/custom-db?sslmode=disable", ctrHost, ctrPort.Port()); want != ysqlConnStr { // defect credentials
		t.Fatalf("got %s", ysqlConnStr)
	}
}

// Source: github.com/testcontainers/testcontainers-go/modules/postgres/postgres_test.go:147 (database URL the wait strategy connects with, holding the container's password)
func TestContainerWithWaitForSQL(t *testing.T) {
	dbURL := func(host string, p Port) string {
		return fmt.Sprintf("postgres://postgres:password@%s:%s/%s?sslmode=disable", host, p.Port(), "test-db") // defect credentials
	}
	if dbURL("localhost", Port("5432")) == "" {
		t.Fatal("empty")
	}
}

// Source: github.com/testcontainers/testcontainers-go/modules/couchdb/couchdb_test.go:24 (expected prefix of the connection string the module builds, with the default admin password)
func TestCouchDBConnectionString(t *testing.T) {
	ctr := runContainer(t)
	connStr, err := ctr.ConnectionString(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(connStr, "http://admin:password@") { // defect credentials
		t.Fatalf("got %s", connStr)
	}
}

// Source: github.com/testcontainers/testcontainers-go/modules/couchdb/couchdb_test.go:49 (expected prefix of the connection string of a container run with custom admin credentials)
func TestCouchDBWithAdminCredentials(t *testing.T) {
	ctr := runContainer(t)
	connStr, _ := ctr.ConnectionString(context.Background())
	if !strings.Contains(connStr, "http://testuser:testpassword@") { // defect credentials
		t.Fatalf("got %s", connStr)
	}
}

// Source: github.com/testcontainers/testcontainers-go/modules/questdb/questdb_test.go:31 (expected prefix of the PG endpoint the module builds, with the built-in password)
func TestQuestDBPGEndpoint(t *testing.T) {
	endpoint, err := questPGEndpoint(context.Background(), runContainer(t))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(endpoint, "postgres://admin:quest@") { // defect credentials
		t.Fatalf("unexpected endpoint %s", endpoint)
	}
}

func extractDockerHost(ctx context.Context, host string) (string, error) {
	u, err := url.Parse(host)
	if err != nil {
		return "", err
	}
	return u.String(), nil
}

// Source: github.com/testcontainers/testcontainers-go/internal/core/docker_host_test.go:133 (subtest "Malformed Schema Docker Host is passed in context" expects an error)
func TestExtractDockerHostMalformed(t *testing.T) {
	t.Run("Malformed Schema Docker Host is passed in context", func(t *testing.T) {
		host, err := extractDockerHost(context.Background(), "http://path to docker sock") // lookalike
		if err == nil || host != "" {
			t.Fatal("expected an error")
		}
	})
}

// Source: github.com/testcontainers/testcontainers-go/internal/core/docker_host_test.go:191 (unix socket URI, whose authority is empty by design)
func TestUnixSocketHost(t *testing.T) {
	unixSocket := "unix:///var/run/docker.sock" // lookalike
	content := "tc.host=" + unixSocket
	if !strings.HasSuffix(content, ".sock") {
		t.Fatal(content)
	}
}

// Source: github.com/testcontainers/testcontainers-go/provider_test.go:14 (podman socket path with an unexpanded environment variable, a table's DockerHost value)
func TestProviderAutodetect(t *testing.T) {
	const podmanSocket = "unix://$XDG_RUNTIME_DIR/podman/podman.sock" // lookalike
	tests := []struct {
		name       string
		DockerHost string
	}{
		{name: "default provider with podman.socket", DockerHost: podmanSocket},
	}
	for _, tt := range tests {
		if tt.DockerHost == "" {
			t.Fatal(tt.name)
		}
	}
}

// HostInternal is the host name a container uses to reach the host.
const HostInternal = "host.testcontainers.internal"

// Source: github.com/testcontainers/testcontainers-go/port_forwarding_test.go:120 (wget inside the container to a constant host name and a port)
func TestPortForwarding(t *testing.T) {
	port := 8080
	cmd := []string{"wget", "-q", "-O", "-", "-T", "2", fmt.Sprintf("http://%s:%d", HostInternal, port)} // lookalike
	if len(cmd) != 7 {
		t.Fatal(cmd)
	}
}

type containerConfig struct{ Hostname string }

// Source: github.com/testcontainers/testcontainers-go/modules/kafka/kafka_test.go:84 (broker listener built from the container's Hostname)
func TestAdvertisedListeners(t *testing.T) {
	inspect := struct{ Config containerConfig }{Config: containerConfig{Hostname: "b1e0c2d3"}}
	brokerURL := "BROKER://" + inspect.Config.Hostname + ":9092" // lookalike
	if !strings.Contains(brokerURL, inspect.Config.Hostname) {
		t.Fatal(brokerURL)
	}
}

const (
	localhost5000 = "localhost:5000"
	// Source: github.com/testcontainers/testcontainers-go/internal/core/images_test.go:13 (registry URL of a constant host:port, expected by an image-extraction table)
	httpLocalhost5000 = "http://" + localhost5000 // lookalike
)

func TestImagesTable(t *testing.T) {
	if !IsURL(httpLocalhost5000) {
		t.Fatal(httpLocalhost5000)
	}
}

// Source: github.com/testcontainers/testcontainers-go/modules/cratedb/cratedb_test.go:37 (expected prefix of the connection string: a user name, no password)
func TestCratePGConnectionString(t *testing.T) {
	connStr, err := cratePGConnectionString(context.Background(), runContainer(t))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(connStr, "postgres://crate@") { // lookalike
		t.Fatalf("unexpected connection string %s", connStr)
	}
}

// Source: github.com/testcontainers/testcontainers-go/modules/nats/examples_test.go:101 (comma-separated list of cluster routes given as a NATS argument)
func TestNATSCluster(t *testing.T) {
	args := map[string]string{"routes": "nats://nats1:6222,nats://nats2:6222,nats://nats3:6222"} // lookalike
	if len(strings.Split(args["routes"], ",")) != 3 {
		t.Fatal(args)
	}
}

// Source: github.com/testcontainers/testcontainers-go/modules/localstack/examples_test.go:173 (AWS CLI fileb:// argument naming a local file)
func TestLambdaCommand(t *testing.T) {
	cmd := []string{"awslocal", "lambda", "create-function", "--zip-file", "fileb:///tmp/function.zip"} // lookalike
	if len(cmd) != 5 {
		t.Fatal(cmd)
	}
}

// Source: github.com/testcontainers/testcontainers-go/modules/etcd/cmd_test.go:12 (expected etcd arguments listening on the unspecified address)
func TestConfigureCMD(t *testing.T) {
	want := []string{"etcd", "--name=default", "--listen-client-urls=http://0.0.0.0:2379"} // lookalike
	if len(want) != 3 {
		t.Fatal(want)
	}
}

// Source: github.com/testcontainers/testcontainers-go/modules/ollama/local_test.go:116 (substring the endpoint must contain: scheme, test host and ':' before the port)
func TestLocalEndpoint(t *testing.T) {
	const testHost = "127.0.0.1"
	endpoint, _ := runContainer(t).PortEndpoint(context.Background(), "80/tcp", "http")
	if !strings.Contains(endpoint, "http://"+testHost+":") { // lookalike
		t.Fatal(endpoint)
	}
}
