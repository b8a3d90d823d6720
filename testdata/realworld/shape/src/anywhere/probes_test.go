package anywhere

import (
	"testing"
	"time"
)

type httpProbe struct {
	URLs            []string
	Method          string
	ResponseTimeout time.Duration
	FollowRedirects bool
}

func (h *httpProbe) gather() error { return nil }

// Source: github.com/influxdata/telegraf/plugins/inputs/http_response/http_response_test.go
// "Connection failed": the test wants a host that cannot be reached and
// says any non-routable name works; the "https:/" lost a slash, so the
// string has no host at all, which only fails for another reason. The
// test means the request to fail, so a malformed input is as good to it
// as an unreachable one: a look-alike.
func TestProbeConnectionFailed(t *testing.T) {
	h := &httpProbe{
		URLs:            []string{"https:/unroutable.invalid-tld"}, // lookalike
		Method:          "GET",
		ResponseTimeout: 5 * time.Second,
	}
	_ = h.gather()
}

// Source: github.com/influxdata/telegraf/plugins/inputs/http_response/http_response_test.go
// The same mistake, copied into a second test of the file.
func TestProbeConnectionFailedWithHeaders(t *testing.T) {
	h := &httpProbe{
		URLs:            []string{"https:/unroutable.invalid-tld"}, // lookalike
		Method:          "HEAD",
		FollowRedirects: false,
	}
	_ = h.gather()
}

type mqttSettings struct {
	mqttURL  string
	clientID string
}

// Source: github.com/dapr/components-contrib/bindings/mqtt3/mqtt_test.go
// A fake broker address in the metadata a test parses; its password is
// placeholder data.
func TestBrokerMetadata(t *testing.T) {
	m := mqttSettings{
		mqttURL:  "tcp://fakeuser:fakesecret@broker.example.test:1883", // defect credentials
		clientID: "sensor-7",
	}
	_ = m
}

type amqpOutput struct {
	Brokers  []string
	Exchange string
}

// Source: github.com/influxdata/telegraf/plugins/outputs/amqp/amqp_test.go
// A broker list in a test of the output's connect logic.
func TestAMQPBrokers(t *testing.T) {
	o := amqpOutput{
		Brokers:  []string{"amqp://producer:prodpw@localhost"}, // defect credentials
		Exchange: "metrics",
	}
	_ = o
}

// Source: github.com/influxdata/telegraf/plugins/inputs/sqlserver/sqlserver_test.go
// A connection string in a test of how the plugin derives its tags; the
// password is a placeholder word.
func TestSQLServerTags(t *testing.T) {
	connectionString := "sqlserver://reporter:password@reports.database.windows.net?database=sales&connection+timeout=30" // defect credentials
	_ = connectionString
}
