package anywhere

import (
	"errors"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var errURLFormat = errors.New("the URL is incorrect")

type request struct{ err error }

func get(u string) (*request, error) { return nil, errURLFormat }

// Source: github.com/gofiber/fiber/client/client_test.go
// The client must refuse a URL without "://": the test expects
// ErrURLFormat.
func TestClientRejectsMissingColon(t *testing.T) {
	_, err := get("http//example") // lookalike
	require.ErrorIs(t, err, errURLFormat)
}

// Source: github.com/gohugoio/hugo/helpers/url_test.go
// "http//foo" is a relative path here, and the test says so: it is
// joined to the base like any other path.
func TestPermalinkInputs(t *testing.T) {
	tests := []struct {
		input, base, expected string
	}{
		{"//schemaless", "http://base.example/", "//schemaless"},                       // lookalike
		{"http//foo", "http://base.example/path", "http://base.example/path/http/foo"}, // lookalike
	}
	_ = tests
}

// Source: github.com/etcd-io/etcd/client/pkg/types/urls_test.go
// "it can trim space": white space the parser must remove.
func TestURLsTrimSpace(t *testing.T) {
	in := []string{"   http://127.0.0.1:2379    "} // lookalike
	_ = in
}

// Source: github.com/gofiber/fiber/middleware/cors/cors_test.go
// Origins with white space around them, which the middleware trims.
func TestCORSOriginsTrimmed(t *testing.T) {
	allowOrigins := []string{" http://one.example ", " http://two.example "} // lookalike
	_ = allowOrigins
}

// Source: github.com/open-telemetry/opentelemetry-go/exporters/otlp/otlptrace/otlptracehttp/internal/otlpconfig/options_test.go
// An environment value padded with spaces, to check that the exporter
// trims it.
func TestEndpointEnvTrimmed(t *testing.T) {
	env := map[string]string{
		"OTEL_EXPORTER_OTLP_ENDPOINT": "      http://collector_env    ", // lookalike
	}
	_ = env
}

// Source: github.com/minio/minio/cmd/endpoint_test.go
// Endpoints the parser must reject, with the error it must give.
func TestEndpointRejects(t *testing.T) {
	tests := []struct {
		arg     string
		wantErr string
	}{
		{"c://foo", "invalid URL endpoint format"}, // lookalike
		{"https://93.184.216.34:808080/path", "invalid URL endpoint format: port number must be between 1 to 65535"}, // lookalike
	}
	_ = tests
}

// Source: github.com/minio/minio/internal/config/etcd/etcd_test.go
// "Invalid inputs" to the etcd endpoint parser.
func TestEtcdEndpointsInvalid(t *testing.T) {
	invalid := []string{
		"ftp://localhost:2379",     // lookalike
		"http://localhost:2379000", // lookalike
	}
	_ = invalid
}

// Source: github.com/moby/moby/daemon/pkg/opts/hosts_test.go
// A daemon address with a port no TCP stack has; the test says the
// parser keeps it as is ("yeah it's valid").
func TestParseHostKeepsBigPort(t *testing.T) {
	valid := map[string]string{
		"tcp://0.0.0.0:1234567890": "tcp://0.0.0.0:1234567890", // lookalike
	}
	_ = valid
}

// Source: github.com/influxdata/telegraf/plugins/inputs/zipkin/zipkin_test.go
// A span name: Finagle names spans "http:/path", after the method and
// path of the call; it is no URI.
func TestSpanNames(t *testing.T) {
	tags := map[string]string{
		"id":           "b26412d1ac16767d",
		"name":         "http:/checkout", // lookalike
		"service_name": "test",
	}
	_ = tags
}

// Source: github.com/ethereum/go-ethereum/rpc/websocket_test.go
// A WebSocket URL made from an httptest server's by swapping the scheme
// name alone.
func TestWebsocketFromHTTP(t *testing.T) {
	srv := httptest.NewServer(nil)
	defer srv.Close()
	wsURL := "ws:" + strings.TrimPrefix(srv.URL, "http:") // lookalike
	_ = wsURL
}

// Source: github.com/caddyserver/caddy/caddytest/integration/acme_test.go
// The contact of a test ACME account.
func TestACMEContact(t *testing.T) {
	contact := []string{"mailto:ops@example.com"} // lookalike
	_ = contact
}

// Source: github.com/caddyserver/caddy/modules/caddyhttp/caddyhttp_test.go
// A site root on Windows, joined with a request path.
func TestSanitizedPathJoinWindows(t *testing.T) {
	inputRoot := "C:\\www" // lookalike
	_ = inputRoot
}

// Source: github.com/hashicorp/nomad/drivers/docker/driver_test.go
// Task directories on a Windows host, given to the container as env.
func TestWindowsTaskDirs(t *testing.T) {
	env := map[string]string{}
	env["ALLOC_DIR"] = "c:/alloc" // lookalike
	env["TASK_DIR"] = "c:/local"  // lookalike
	_ = env
}

// Source: github.com/dapr/components-contrib/bindings/rabbitmq/rabbitmq_integration_test.go
// The failure message says what the environment variable should hold,
// with an example inside the sentence.
func TestBrokerEnvSet(t *testing.T) {
	host := "x"
	assert.NotEmpty(t, host, "RabbitMQ host configuration must be set in environment variable 'BROKER_URL' (example 'amqp://guest:guest@localhost:5672/')") // lookalike
}

// Source: github.com/gofiber/fiber/middleware/helmet/helmet_test.go
// A CSP whose sources include the scheme-source "https:".
func TestHelmetCSP(t *testing.T) {
	want := "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';img-src 'self' data:;object-src 'none'" // lookalike
	assert.Equal(t, want, "x")
}

// Source: github.com/etcd-io/etcd/client/pkg/types/urls_test.go
// A comma-separated list of peer URLs, one string for the flag.
func TestURLsFromString(t *testing.T) {
	s := "http://127.0.0.1:2379,http://127.0.0.2:2379" // lookalike
	_ = s
}

// Source: github.com/nats-io/nats.go/nats_test.go
// A server list with spaces between its entries, which the client
// splits and trims.
func TestServerListWithSpaces(t *testing.T) {
	list := "nats://localhost:1222,   nats://localhost:1223  ,nats://localhost:1224" // lookalike
	_ = list
}

// Source: github.com/oauth2-proxy/oauth2-proxy/pkg/app/pagewriter/sign_in_page_test.go
// The expected HTML of an inline logo.
func TestLogoTag(t *testing.T) {
	expected := "<img src=\"data:image/png;base64,RmFrZSBJbWFnZQ==\" alt=\"Logo\" />" // lookalike
	_ = expected
}

// Source: github.com/traefik/traefik/pkg/middlewares/headers/header_test.go
// An allowed-origin pattern.
func TestOriginRegex(t *testing.T) {
	patterns := []string{"^https?://([a-z]+)\\.example\\.org$"} // lookalike
	_ = patterns
}
