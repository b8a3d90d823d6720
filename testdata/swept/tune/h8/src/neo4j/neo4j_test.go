package neo4j

import (
	"fmt"
	"os"
	"testing"
)

// Source: github.com/neo4j/neo4j-go-driver/neo4j/auth/auth_examples_test.go:71 (hostjoin: scheme, host and port all from the environment, the host maybe an IPv6 address; relabelled from look-alike, whose reason was what the check did, not the rules: "://" starts a host:port authority whatever the scheme)
func getURL() string {
	return fmt.Sprintf("%s://%s:%s", os.Getenv("TEST_NEO4J_SCHEME"), os.Getenv("TEST_NEO4J_HOST"), os.Getenv("TEST_NEO4J_PORT")) // defect hostjoin
}

func TestExampleAuth(t *testing.T) {
	if os.Getenv("TEST_NEO4J_HOST") == "" {
		t.Skip("no server")
	}
	if _, err := NewDriver(getURL()); err != nil {
		t.Fatal(err)
	}
}

func TestDriverURISchemes(t *testing.T) {
	uriSchemeTests := []struct {
		name    string
		testing string
		network string
	}{
		// Source: github.com/neo4j/neo4j-go-driver/neo4j/driver_test.go:97 (hostform: bolt over a unix socket, whose authority is empty by design)
		{"bolt+unix", "bolt+unix:///tmp/a.socket", "unix"}, // lookalike
	}
	for _, tt := range uriSchemeTests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := NewDriver(tt.testing)
			if err != nil {
				t.Fatal(err)
			}
			if d.target.Path != "/tmp/a.socket" {
				t.Fatal(d.target.Path)
			}
		})
	}
}

func TestDriverInvalidURISchemes(t *testing.T) {
	invalidURISchemeTests := []struct {
		name    string
		scheme  string
		testing string
	}{
		// Source: github.com/neo4j/neo4j-go-driver/neo4j/driver_test.go:131 (sink: subtest named "invalid://" whose URI the test expects the driver to reject for its scheme)
		{"invalid://", "invalid", "invalid://localhost:7687"}, // lookalike
	}
	for _, tt := range invalidURISchemeTests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := NewDriver(tt.testing); err == nil {
				t.Fatal("expected an error")
			}
		})
	}
}

func TestDriverDefaultPort(t *testing.T) {
	// Source: github.com/neo4j/neo4j-go-driver/neo4j/driver_test.go:169 (syntax: a subtest's name that quotes a URI, no URI itself)
	t.Run("neo4j://localhost should default to port 7687", func(t *testing.T) { // lookalike
		d, err := NewDriver("neo4j://localhost")
		if err != nil {
			t.Fatal(err)
		}
		_ = d
	})
}
