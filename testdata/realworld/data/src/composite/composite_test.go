package composite

// A default port in a test's data that reaches no known sink is a
// look-alike: a style finding there is not worth a test author's time,
// and may be what the test is about.

import (
	"context"
	"database/sql"
	"encoding/json"
	"net"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/nats-io/nats.go"
	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/traefik/traefik/v3/pkg/config/dynamic"
	"github.com/valyala/fasthttp"
)

// Source: github.com/traefik/traefik/integration/http_test.go
// The dynamic configuration served to the proxy names its backend server
// by URL, with the port the http scheme already implies; the proxy
// forwards requests there: configuration the test builds, held to the
// rules of code (rule 1).
func TestProviderServesBackend(t *testing.T) {
	services := map[string]*dynamic.Service{
		"catalog": {
			LoadBalancer: &dynamic.ServersLoadBalancer{
				Servers: []dynamic.Server{
					{URL: "http://inventory:80"}, // defect port form
				},
			},
		},
	}
	if _, err := json.Marshal(services); err != nil {
		t.Fatal(err)
	}
}

type mqttMetadata struct {
	brokerURL string
	clientID  string
	qos       byte
}

// Source: github.com/dapr/components-contrib/bindings/mqtt3/mqtt_test.go
// The component's metadata carries the broker URL with a user and a
// password in it; the binding connects to it.
func TestMQTTMetadata(t *testing.T) {
	md := mqttMetadata{
		brokerURL: "tcp://sensor:sensorpass@mqtt.internal.example:1883", // defect credentials
		clientID:  "sensor-7",
		qos:       1,
	}
	if _, err := url.Parse(md.brokerURL); err != nil {
		t.Fatal(err)
	}
}

// Source: github.com/dapr/components-contrib/pubsub/solace/amqp/amqp_test.go
// The same shape for the AMQP broker of another component: the URL in
// the metadata struct holds the password.
func TestSolaceMetadata(t *testing.T) {
	md := struct {
		amqpURL  string
		username string
	}{
		amqpURL:  "amqp://publisher:pubsecret@broker.example.net:5672", // defect credentials
		username: "publisher",
	}
	if _, err := amqp.Dial(md.amqpURL); err != nil {
		t.Log(err)
	}
}

type pgAuthMetadata struct {
	ConnectionString string
	Timeout          int
}

// Source: github.com/dapr/components-contrib/common/authentication/postgresql/metadata_test.go
// The metadata's ConnectionString is a postgres URL with its password;
// the component opens a pool with it.
func TestPostgresConnectionString(t *testing.T) {
	md := pgAuthMetadata{
		ConnectionString: "postgres://orders:orderspw@localhost:5432/orders?sslmode=disable", // defect credentials
		Timeout:          20,
	}
	if _, err := pgxpool.New(context.Background(), md.ConnectionString); err != nil {
		t.Log(err)
	}
}

// Source: github.com/dapr/components-contrib/pubsub/rabbitmq/metadata_test.go
// Component properties are a map; "connectionString" is the broker URL
// and carries a password.
func TestRabbitProperties(t *testing.T) {
	props := map[string]string{
		"connectionString": "amqp://billing:billingpw@rabbit.example.net", // defect credentials
		"durable":          "true",
	}
	if _, err := amqp.Dial(props["connectionString"]); err != nil {
		t.Log(err)
	}
}

// Source: github.com/dapr/components-contrib/state/oracledatabase/oracledatabaseaccess_test.go
// The state store's properties hold an oracle:// URL with the system
// user's password.
func TestOracleProperties(t *testing.T) {
	props := map[string]string{
		"connectionString": "oracle://admin:adminpw@localhost:1521/XEPDB1", // defect credentials
		"tableName":        "state",
	}
	if props["connectionString"] == "" {
		t.Fatal("missing connection string")
	}
}

// Source: github.com/dapr/components-contrib/bindings/rocketmq/rocketmq_test.go
// The test metadata's "nameServer" is an http URL with the default port
// spelled out; the client fetches the name server list from it:
// configuration the test builds, held to the rules of code (rule 1).
func getQueueMetadata() map[string]string {
	return map[string]string{
		"accessProto":   "tcp",
		"nameServer":    "http://ns.queue.example.com:80", // defect port form
		"consumerGroup": "GID_TEST",
	}
}

func TestQueueMetadata(t *testing.T) {
	if _, err := http.Get(getQueueMetadata()["nameServer"]); err != nil {
		t.Log(err)
	}
}

type amqpOutput struct {
	Brokers  []string
	Exchange string
}

// Source: github.com/influxdata/telegraf/plugins/outputs/amqp/amqp_test.go
// The output's Brokers list holds a URL with user and password; the
// output dials each broker.
func TestAMQPOutputBrokers(t *testing.T) {
	out := &amqpOutput{
		Brokers:  []string{"amqp://writer:writerpw@localhost"}, // defect credentials
		Exchange: "metrics",
	}
	for _, b := range out.Brokers {
		if _, err := amqp.Dial(b); err != nil {
			t.Log(err)
		}
	}
}

type processSupervisor struct {
	Server string
}

// Source: github.com/influxdata/telegraf/plugins/inputs/supervisor/supervisor_test.go
// The plugin's Server is built from a URL prefix with login and password
// and the container's host and port; the plugin posts XML-RPC to it.
func TestSupervisorServer(t *testing.T) {
	host, port := "127.0.0.1", "9001"
	s := &processSupervisor{
		Server: "http://rpcuser:rpcpass@" + host + ":" + port + "/RPC2", // defect credentials
	}
	if _, err := http.Post(s.Server, "text/xml", strings.NewReader("")); err != nil {
		t.Log(err)
	}
}

// Source: github.com/influxdata/telegraf/plugins/inputs/fritzbox/fritzbox_test.go
// The URLs the plugin reads from its config still carry the device
// passwords.
func TestDeviceURLs(t *testing.T) {
	devices := []string{
		"http://admin:routerpw@router.lan:49000/", // defect credentials
		"http://:repeaterpw@repeater.lan:49000/",  // defect credentials
	}
	if len(devices) != 1 {
		t.Fatal(devices)
	}
}

// Source: github.com/nats-io/nats.go/nats_test.go
// The server list given in the options holds a user and password; the
// client connects to each server of the pool.
func TestServerPoolCredentials(t *testing.T) {
	opts := nats.GetDefaultOptions()
	opts.Servers = []string{"nats://svc:svcpass@localhost:4333"} // defect credentials
	if _, err := opts.Connect(); err != nil {
		t.Log(err)
	}
}

// Source: github.com/nats-io/nats.go/ws_test.go
// A websocket server URL with the port wss already implies, given to the
// pool to see that TLS gets configured: the endpoint a client in the test
// connects to, whose default port is a finding.
func TestSecureWebsocketPool(t *testing.T) {
	opts := nats.GetDefaultOptions()
	opts.Servers = []string{"wss://localhost:443"} // defect port form
	if _, err := opts.Connect(); err != nil {
		t.Log(err)
	}
}

// Source: github.com/ory/hydra/driver/registry_sql_test.go
// The config values map sets the DSN to a postgres URL with a password;
// the registry connects with it.
func TestRegistryDSN(t *testing.T) {
	values := map[string]any{
		"dsn":         "postgres://hydra:hydrapw@127.0.0.1:9999/hydra", // defect credentials
		"hsm.enabled": false,
	}
	dsn, _ := values["dsn"].(string)
	if _, err := sql.Open("postgres", dsn); err != nil {
		t.Log(err)
	}
}

// Source: github.com/valyala/fasthttp/allocation_test.go
// A byte-slice URI with a user's password is parsed to count allocations.
func TestURIAllocations(t *testing.T) {
	raw := []byte("http://alice:alicepw@shop.example.com/some/path?x=1#top") // defect credentials
	u := fasthttp.AcquireURI()
	defer fasthttp.ReleaseURI(u)
	if err := u.Parse(nil, raw); err != nil {
		t.Fatal(err)
	}
}

type balancerConfig struct {
	Servers []string
}

// Source: github.com/gofiber/fiber/middleware/proxy/security_test.go
// The balancer's Servers list an upstream URL with the http default port
// spelled out; requests are proxied to it.
func TestBalancerUpstream(t *testing.T) {
	cfg := balancerConfig{
		Servers: []string{"http://upstream.invalid:80"}, // lookalike
	}
	for _, s := range cfg.Servers {
		if _, err := http.Get(s); err == nil {
			t.Fatal("expected a dial error")
		}
	}
}

// Source: github.com/traefik/traefik/pkg/provider/consulcatalog/config_test.go
// The expected configuration the provider builds from a catalog entry:
// it writes the port of the service it found, 80 included. The test
// compares the provider's output with it: the expected value of code that
// builds URIs (rule 1).
func TestExpectedCatalogServers(t *testing.T) {
	want := dynamic.ServersLoadBalancer{
		Servers: []dynamic.Server{
			{URL: "http://127.0.0.1:80"}, // defect port form
		},
	}
	if len(want.Servers) != 1 {
		t.Fatal(want)
	}
}

type wasmMetadata struct {
	Properties map[string]string
}

// Source: github.com/dapr/components-contrib/common/wasm/wasm_test.go
// Rows whose "url" property is invalid on purpose: the test expects the
// component to fail with the parse error or the unsupported scheme.
func TestWasmURLErrors(t *testing.T) {
	tests := []struct {
		name        string
		metadata    wasmMetadata
		expectedErr string
	}{
		{
			name: "http invalid",
			metadata: wasmMetadata{Properties: map[string]string{
				"url": "http:// ", // lookalike
			}},
			expectedErr: "invalid character",
		},
		{
			name: "unsupported scheme",
			metadata: wasmMetadata{Properties: map[string]string{
				"url": "ldap://modules/guest.wasm", // lookalike
			}},
			expectedErr: "unsupported URL scheme",
		},
	}
	for _, tc := range tests {
		_, err := url.Parse(tc.metadata.Properties["url"])
		if err == nil && tc.name == "http invalid" {
			t.Error("expected an error")
		}
	}
}

type probeConfig struct {
	URLs   []string
	Method string
}

// Source: github.com/influxdata/telegraf/plugins/inputs/http_response/http_response_test.go
// The "connection failed" case: the URL is meant to be unreachable, and
// the test expects the plugin to report connection_failed.
func TestProbeConnectionFailed(t *testing.T) {
	cfg := probeConfig{
		URLs:   []string{"https:/unreachable.invalid"}, // lookalike
		Method: "GET",
	}
	for _, u := range cfg.URLs {
		if _, err := http.Get(u); err == nil {
			t.Error("expected connection_failed")
		}
	}
}

type corsConfig struct {
	AllowOrigins []string
}

// Source: github.com/gofiber/fiber/middleware/cors/cors_test.go
// Origins with white space around them, on purpose: the middleware must
// trim them before matching.
func TestCORSWhitespaceOrigins(t *testing.T) {
	cfg := corsConfig{
		AllowOrigins: []string{" https://shop.example.com "}, // lookalike
	}
	if strings.TrimSpace(cfg.AllowOrigins[0]) != "https://shop.example.com" { // lookalike
		t.Fatal(cfg)
	}
}

// Source: github.com/influxdata/telegraf/plugins/inputs/zipkin/zipkin_test.go
// Expected span tags: "name" is the span's name, which the traced client
// happened to write as "http:/hi"; it is not a URL anyone dials.
func TestSpanTags(t *testing.T) {
	tags := map[string]string{
		"name":         "http:/checkout", // lookalike
		"service_name": "frontend",
	}
	if tags["name"] == "" {
		t.Fatal(tags)
	}
}

// Source: github.com/influxdata/telegraf/plugins/inputs/varnish/varnish_test.go
// Expected tags parsed from a backend's stats line: the server tag is the
// backend's name as varnish prints it.
func TestBackendTags(t *testing.T) {
	tags := map[string]string{
		"backend": "10.20.0.1",
		"server":  "https://origin.example.com:443", // lookalike
		"section": "VBE",
	}
	if len(tags) != 3 {
		t.Fatal(tags)
	}
}

type inClusterCase struct {
	host, port  string
	expectedURL string
}

// Source: github.com/dexidp/dex/storage/kubernetes/client_test.go
// The expected API server URL built from the in-cluster host and port
// variables: the code joins them as given, 443 included: the expected
// value of code that builds URIs (rule 1).
func TestInClusterURL(t *testing.T) {
	tc := inClusterCase{
		host:        "10.96.0.1",
		port:        "443",
		expectedURL: "https://10.96.0.1:443", // defect port form
	}
	got := "https://" + net.JoinHostPort(tc.host, tc.port)
	if got != tc.expectedURL {
		t.Fatalf("got %s", got)
	}
}

// Source: github.com/minio/minio/cmd/server-startup-msg_test.go
// The endpoints fed to the function that strips standard ports: 80 and
// 443 are there on purpose, and the unparsable one must come back as is.
func TestStripStandardPorts(t *testing.T) {
	apiEndpoints := []string{
		"http://127.0.0.1:9000",
		"http://127.0.0.2:80",   // lookalike
		"https://127.0.0.3:443", // lookalike
	}
	broken := []string{"http://%%%%%:9000"} // lookalike
	if len(stripPorts(apiEndpoints)) != 3 || len(stripPorts(broken)) != 1 {
		t.Fatal("unexpected")
	}
}

func stripPorts(eps []string) []string {
	out := make([]string, 0, len(eps))
	for _, ep := range eps {
		u, err := url.Parse(ep)
		if err != nil {
			out = append(out, ep)
			continue
		}
		if (u.Scheme == "http" && u.Port() == "80") || (u.Scheme == "https" && u.Port() == "443") {
			u.Host = u.Hostname()
		}
		out = append(out, u.String())
	}
	return out
}

// Source: github.com/nats-io/nats.go/nats_test.go
// Servers with an empty port, on purpose: the pool must fill in the
// scheme's default port.
func TestServerPoolDefaultPorts(t *testing.T) {
	opts := nats.GetDefaultOptions()
	opts.Servers = []string{
		"ws://relay1:1234",
		"ws://relay2:", // lookalike
	}
	if _, err := opts.Connect(); err != nil {
		t.Log(err)
	}
}

type sidecarCase struct {
	name     string
	agentURL string
	endpoint string
}

// Source: github.com/jaegertracing/jaeger/cmd/jaeger/internal/extension/jaegerquery/internal/flags_test.go
// The agent URL's host in capitals, on purpose: the code must match it
// case-insensitively.
func TestSidecarHostCase(t *testing.T) {
	tc := sidecarCase{
		name:     "agent url host is matched case-insensitively",
		agentURL: "ws://LOCALHOST:16688", // lookalike
		endpoint: ":16686",
	}
	u, err := url.Parse(tc.agentURL)
	if err != nil || !strings.EqualFold(u.Hostname(), "localhost") {
		t.Fatal(tc)
	}
}

type oauthClient struct {
	ID        string
	ClientURI string
	PolicyURI string
}

// Source: github.com/ory/hydra/client/validator_test.go
// Clients the validator must reject: a file URI and a javascript URI
// crafted to look like a link.
func TestValidatorRejects(t *testing.T) {
	for _, c := range []*oauthClient{
		{ID: "a", ClientURI: "file://i-am-a-file"},                    // lookalike
		{ID: "b", PolicyURI: "javascript://example.org/?%0dalert(1)"}, // lookalike
	} {
		if err := validateClient(c); err == nil {
			t.Errorf("%s: expected an error", c.ID)
		}
	}
}

func validateClient(c *oauthClient) error {
	for _, raw := range []string{c.ClientURI, c.PolicyURI} {
		if raw == "" {
			continue
		}
		u, err := url.Parse(raw)
		if err != nil {
			return err
		}
		if u.Scheme != "https" && u.Scheme != "http" {
			return &url.Error{Op: "validate", URL: raw, Err: net.UnknownNetworkError(u.Scheme)}
		}
	}
	return nil
}

type queueHelper struct {
	reqURI string
}

// Source: github.com/dapr/components-contrib/bindings/azure/storagequeues/storagequeues_test.go
// The helper's reqURI is a format string completed with the account and
// queue names.
func TestQueueRequestTemplate(t *testing.T) {
	h := &queueHelper{reqURI: "http://127.0.0.1:10001/%s/%s"} // lookalike
	if !strings.Contains(h.reqURI, "%s") {
		t.Fatal(h)
	}
}

type clusterCase struct {
	name             string
	clientURLPattern string
}

// Source: github.com/etcd-io/etcd/tests/common/grpc_test.go
// The client URL pattern is a template whose port placeholder is
// replaced per member.
func TestClientURLPattern(t *testing.T) {
	tc := clusterCase{
		name:             "unix socket",
		clientURLPattern: "unix://localhost:${MEMBER_PORT}", // lookalike
	}
	if !strings.Contains(tc.clientURLPattern, "${MEMBER_PORT}") {
		t.Fatal(tc)
	}
}

// Source: github.com/gofiber/fiber/client/cookiejar_test.go
// A cookie is set through a URI with port 80 and read through one with
// another port, on purpose, to see that the jar ignores the port.
func TestCookieJarIgnoresPort(t *testing.T) {
	set := fasthttp.AcquireURI()
	if err := set.Parse(nil, []byte("http://cookies.example.com:80/path")); err != nil { // lookalike
		t.Fatal(err)
	}
	get := fasthttp.AcquireURI()
	if err := get.Parse(nil, []byte("http://cookies.example.com:8080/path")); err != nil {
		t.Fatal(err)
	}
}

type bridgePlugin struct {
	BridgeUrls []string
}

// Source: github.com/influxdata/telegraf/plugins/inputs/huebridge/huebridge_test.go
// The plugin's BridgeUrls, one per kind of bridge, each with the bridge
// secret as the URL's password; Init connects to each.
func TestBridgeKinds(t *testing.T) {
	p := &bridgePlugin{
		BridgeUrls: []string{
			"address://20112233:bridgepw@localhost/",         // defect credentials
			"cloud://20112233:bridgepw@localhost/discovery/", // defect credentials
		},
	}
	for _, b := range p.BridgeUrls {
		if _, err := url.Parse(b); err != nil {
			t.Fatal(err)
		}
	}
}

// Source: github.com/dapr/components-contrib/pubsub/mqtt3/mqtt_test.go
// The pub/sub component's metadata struct holds the broker URL with a
// user and password.
func TestPubSubMQTTMetadata(t *testing.T) {
	md := mqttMetadata{
		brokerURL: "tcp://relay:relaypw@mqtt.example.org:1883", // defect credentials
		clientID:  "relay-1",
	}
	if _, err := url.Parse(md.brokerURL); err != nil {
		t.Fatal(err)
	}
}

// Source: github.com/dapr/components-contrib/configuration/postgres/postgres_test.go
// With IAM authentication the metadata's connection string has a user
// and no password, and its host and port are joined by net.JoinHostPort.
func TestIAMConnectionString(t *testing.T) {
	host, port := "127.0.0.1", "55432"
	metadata := map[string]string{
		"connectionString": "postgres://iamuser@" + net.JoinHostPort(host, port) + "/testdb?sslmode=disable", // lookalike
		"useAWSIAM":        "true",
	}
	if _, err := pgxpool.New(context.Background(), metadata["connectionString"]); err != nil {
		t.Log(err)
	}
}
