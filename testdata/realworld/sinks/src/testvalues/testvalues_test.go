// Package testvalues holds URIs that tests use as working values: the
// endpoint a client in the test connects to, a request it sends and
// expects to succeed. They are held to the rules of non-test code.
package testvalues

import (
	"context"
	"fmt"
	"net/http"
	"testing"

	"github.com/nats-io/nats.go"
	"go.mongodb.org/mongo-driver/mongo/options"
)

// Source: github.com/nats-io/nats-server/server/gateway_test.go:1893 (a
// client connects to the test's server as a user of its config, the
// password in the URL).
func TestGatewayUserConnects(t *testing.T) {
	nc, err := nats.Connect("nats://ivan:bar@127.0.0.1:4222") // defect credentials
	if err != nil {
		t.Fatal(err)
	}
	_ = nc
}

// Source: github.com/nats-io/nats-server/server/reload_test.go:4971 (after
// a reload, the user connects again with its new password).
func TestReloadedUserConnects(t *testing.T) {
	port := 4222
	nc, err := nats.Connect(fmt.Sprintf("nats://usr:pwd2@127.0.0.1:%d", port)) // defect credentials
	if err != nil {
		t.Fatal(err)
	}
	_ = nc
}

// Source: github.com/nats-io/nats-server/test/services_test.go:547 (a
// service importer connects with its account's user).
func TestServiceImporter(t *testing.T) {
	host, port := "127.0.0.1", 4223
	url := fmt.Sprintf("nats://b:pass@%s:%d", host, port) // defect credentials
	nc, err := nats.Connect(url)
	if err != nil {
		t.Fatal(err)
	}
	_ = nc
}

// Source: github.com/nats-io/nats-server/server/leafnode_test.go:3354 (a
// leaf node's remote, the hub's user and password in the URL).
func TestLeafRemote(t *testing.T) {
	remote := "nats://user:secretpw@127.0.0.1:7422" // defect credentials
	nc, err := nats.Connect(remote)
	if err != nil {
		t.Fatal(err)
	}
	_ = nc
}

// Source: github.com/mongodb/mongo-go-driver/mongo/client_examples_test.go:239
// (an example applies a host:port where the driver needs a
// mongodb:// URI; Connect then fails).
func TestExampleConnect(t *testing.T) {
	opts := options.Client().ApplyURI("mongo-server.example.com:27017") // defect sink
	_ = opts
}

// Source: github.com/prometheus/prometheus/web/api/v1/api_test.go:4487
// (a request whose URL lacks "http://": "localhost" parses as a scheme,
// and the test works only because the handler reads the query alone).
func TestParseTimeParam(t *testing.T) {
	req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, "localhost:42/foo?start=1", nil) // defect sink
	if err != nil {
		t.Fatal(err)
	}
	_ = req
}

// Source: github.com/prometheus/client_golang/api/prometheus/v1/example_test.go:32
// (an example's client address spells https's default port).
func TestExampleQuery(t *testing.T) {
	resp, err := http.Get("https://demo.metrics.example:443/api/v1/query?query=up") // defect port form
	if err != nil {
		t.Skip(err)
	}
	defer resp.Body.Close()
}
