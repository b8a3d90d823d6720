package intests

import (
	"flag"
	"fmt"
	"net"
	"net/url"
	"os"
	"strings"
	"testing"

	"intests/lookup"
)

// defaultOptions is the test's own host, an IPv4 loopback address.
func defaultOptions() *Options { return &Options{Host: "127.0.0.1", Port: 4222} }

func TestOwnHost(t *testing.T) {
	opts := defaultOptions()
	_ = fmt.Sprintf("nats://%s:%d", opts.Host, opts.Port) // the test's own host
}

func TestEnvHost(t *testing.T) {
	host := os.Getenv("TEST_HOST")
	_ = fmt.Sprintf("http://%s:%d/", host, 8080) // want `joins host and port with ':'`
}

func TestEnvHostOrDefault(t *testing.T) {
	host := os.Getenv("BROKER_HOST")
	if host == "" {
		host = "127.0.0.1"
	}
	_ = "tcp://" + host + ":1883" // want `joins host and port with ':'`
}

// container is a test container, whose host the runtime gives.
type container struct{ host string }

func (c *container) Host() (string, error) { return c.host, nil }

func TestContainerHost(t *testing.T) {
	c := &container{}
	host, err := c.Host()
	if err != nil {
		t.Fatal(err)
	}
	_ = fmt.Sprintf("https://%s:%d", host, 6443) // want `joins host and port with ':'`
	h, p, _ := net.SplitHostPort("127.0.0.1:8080")
	_ = fmt.Sprintf("http://%s:%s/", h, p) // split from what the test wrote
}

func TestLookedUp(t *testing.T) {
	svc := lookup.Get()
	_ = fmt.Sprintf("https://%s:8200", svc.ClusterIP) // want `joins host and port with ':'`
}

// A helper that reads the environment, with a default.
func getVar(name, def string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return def
}

var serverHost string

func TestEnvHelper(t *testing.T) {
	serverHost = getVar("PGHOST", "localhost")
	_ = fmt.Sprintf("postgres://%s:%d/db", serverHost, 5432) // want `joins`
}

// mockServer's host is the environment's, or the test's own default.
type mockServer struct {
	host string
	port int
}

func newMockServer() *mockServer {
	host := os.Getenv("MOCK_HOST")
	if host == "" {
		host = "127.0.0.1"
	}
	return &mockServer{host: host, port: 14355}
}

func (m *mockServer) adminURL() string {
	return fmt.Sprintf("http://%v:%v/__admin", m.host, m.port) // want `joins host and port with ':'`
}

var server = flag.String("server", "localhost", "the server to test against")

func TestFlagHost(t *testing.T) {
	_ = "sqlserver://" + *server + ":1433" // want `joins host and port with ':'`
}

func serviceHostname(name, namespace string) string { return name + "." + namespace + ".svc" }

func TestServiceHostname(t *testing.T) {
	_ = "ws://" + serviceHostname("autoscaler", os.Getenv("NS")) + ":8080" // a DNS name
}

type suite struct{ echoIP string }

// A field of the test's own type that a call which may fail writes is
// from outside the test too.
func (s *suite) setup(c *container) error {
	ip, err := c.Host()
	if err != nil {
		return err
	}
	s.echoIP = ip
	return nil
}

func TestSuiteHost(t *testing.T) {
	s := &suite{}
	_ = s.setup(&container{host: "10.0.0.2"})
	_ = fmt.Sprintf("http://%s:5678", s.echoIP) // want `joins host and port with ':'`
}

// A request the case expects refused, named for what is wrong in it.
func TestSuiteWrongAuth(t *testing.T) {
	s := &suite{}
	_ = s.setup(&container{host: "10.0.0.3"})
	t.Run("wrong-auth-407", func(t *testing.T) {
		_ = []string{"curl", "-x", "http://proxy.example:8080", fmt.Sprintf("http://%s:5678", s.echoIP)}
	})
}

// A helper of the test that gives back what a container's Host gave,
// through a named result, is from outside the test too.
func containerAddr(c *container) (host string, port int) {
	var err error
	host, err = c.Host()
	if err != nil {
		return "", 0
	}
	return host, 5432
}

func startDB(c *container) (string, int) { return containerAddr(c) }

func TestHelperHost(t *testing.T) {
	host, port := startDB(&container{host: "10.0.0.4"})
	_ = fmt.Sprintf("postgres://%s:%d/db", host, port) // want `joins host and port with ':'`
	connString := func(h string, p int) string {
		return fmt.Sprintf("postgres://%s:%d/db", h, p) // want `joins host and port with ':'`
	}
	_ = connString(host, port)
}

// A helper that gives back a host the test writes is the test's own.
func ownAddr() (string, int) { return "127.0.0.1", 5432 }

func TestHelperOwnHost(t *testing.T) {
	host, port := ownAddr()
	_ = fmt.Sprintf("postgres://%s:%d/db", host, port)
	connString := func(h string, p int) string {
		return fmt.Sprintf("postgres://%s:%d/db", h, p)
	}
	_ = connString(host, port)
}

type fuzzServer struct {
	host string
	port int
}

// A field written once from the environment's address and once with
// the test's own host may hold either.
func launch() *fuzzServer {
	if addr := strings.TrimSpace(os.Getenv("FUZZ_ADDR")); addr != "" {
		host, _, err := net.SplitHostPort(addr)
		if err != nil {
			return nil
		}
		return &fuzzServer{host: host, port: 9000}
	}
	return &fuzzServer{host: "127.0.0.1", port: 9000}
}

func TestFuzzServer(t *testing.T) {
	s := launch()
	_ = fmt.Sprintf("http://%s:%d/ping", s.host, s.port) // want `joins host and port with ':'`
}

// A field of what a call that may fail gives is from outside the test.
func TestConnectionConfig(t *testing.T) {
	cfg, err := lookup.Container{}.ConnectionConfig()
	if err != nil {
		t.Fatal(err)
	}
	_ = fmt.Sprintf("postgresql://root@%s:%d/db", cfg.Host, 26257) // want `joins host and port with ':'`
}

type serverOpts struct{ Host string }

func processConfigFile(name string) (*serverOpts, error) {
	data, err := os.ReadFile(name)
	return &serverOpts{Host: strings.TrimSpace(string(data))}, err
}

// What a helper of the package reads from the test's own files is the
// test's.
func TestOwnConfigFile(t *testing.T) {
	opts, err := processConfigFile("./configs/seed.conf")
	if err != nil {
		t.Fatal(err)
	}
	_ = fmt.Sprintf("nats://%s:%d", opts.Host, 4222)
}

// after github.com/synadia-io/orbit.go: ntf-client/helpers_test.go (the
// host of a URL the environment gives, its brackets dropped by Hostname)
func natsTesterURL() string {
	if u := os.Getenv("NATS_TESTER_URL"); u != "" {
		return u
	}
	return "nats://localhost:4222"
}

func natsTesterHost() string {
	u, err := url.Parse(natsTesterURL())
	if err != nil || u.Hostname() == "" {
		return "localhost"
	}
	return u.Hostname()
}

func TestWebSocketTLS(t *testing.T) {
	_ = fmt.Sprintf("wss://%s:%d", natsTesterHost(), 4443) // want `joins host and port with ':'`
}

// The host of the test's own URL is the test's.
func TestOwnURLHost(t *testing.T) {
	u, err := url.Parse("nats://127.0.0.1:4222")
	if err != nil {
		t.Fatal(err)
	}
	_ = fmt.Sprintf("ws://%s:%d", u.Hostname(), 8080)
}
