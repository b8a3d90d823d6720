package neo4j

import (
	"errors"
	"fmt"
	"net/url"
	"os"
)

// Driver is a connection pool to a server.
type Driver struct {
	target *url.URL
}

// NewDriver checks the URI's scheme and returns a driver for it.
func NewDriver(target string) (*Driver, error) {
	u, err := url.Parse(target)
	if err != nil {
		return nil, err
	}
	switch u.Scheme {
	case "bolt", "bolt+s", "bolt+ssc", "bolt+unix", "neo4j", "neo4j+s", "neo4j+ssc":
	default:
		return nil, errors.New("URI scheme " + u.Scheme + " is not supported")
	}
	return &Driver{target: u}, nil
}

type config struct {
	neo4jScheme string
	neo4jHost   string
	neo4jPort   int
}

func getEnv(key, fallback string) string {
	if v, ok := os.LookupEnv(key); ok {
		return v
	}
	return fallback
}

func loadConfig() config {
	return config{
		neo4jScheme: getEnv("TEST_NEO4J_SCHEME", "neo4j"),
		neo4jHost:   getEnv("TEST_NEO4J_HOST", "localhost"),
		neo4jPort:   7687,
	}
}

type backend struct {
	config config
	driver *Driver
}

func (b *backend) createDriver() error {
	if b.driver == nil {
		// Source: github.com/neo4j/neo4j-go-driver/benchkit-backend/backend.go:189 (hostjoin: the host comes from TEST_NEO4J_HOST and may be an IPv6 address, joined to the port with ':'; relabelled from look-alike: its reason was what the check did, not the rules, and "://" starts a host:port authority whatever TEST_NEO4J_SCHEME holds)
		uri := fmt.Sprintf("%s://%s:%d", b.config.neo4jScheme, b.config.neo4jHost, b.config.neo4jPort) // defect hostjoin
		driver, err := NewDriver(uri)
		if err != nil {
			return err
		}
		b.driver = driver
	}
	return nil
}

// DbServer describes the server the integration tests use.
type DbServer struct {
	Hostname string
	Scheme   string
	Port     int
}

// Source: github.com/neo4j/neo4j-go-driver/neo4j/test-integration/dbserver/dbserver.go:178 (hostjoin: the host is a field named Hostname, a DNS name)
func (s DbServer) BoltURI() string {
	return fmt.Sprintf("bolt://%s:%d", s.Hostname, s.Port) // lookalike
}

// Source: github.com/neo4j/neo4j-go-driver/testkit-backend/backend.go:1706 (syntax: skip reason that cites a pull request, no URI)
const livenessSkipReason = "Liveness check error handling is not (yet) unified: https://github.com/neo-technology/drivers-adr/pull/83" // lookalike
