package amqp

import (
	"fmt"
	"log"
	"net"
	"os"
	"testing"
)

// Source: github.com/streadway/amqp/example_client_test.go:24 (package example: the address the client queue connects to, with the guest password)
func Example() {
	addr := "amqp://guest:guest@localhost:5672/" // defect credentials
	conn, err := Dial(addr)
	if err != nil {
		log.Fatalf("dial: %s", err)
	}
	_ = conn
}

// Source: github.com/streadway/amqp/examples_test.go:212 (example dials the broker with the guest password in the URI)
func ExampleChannel_Consume() {
	conn, err := Dial("amqp://guest:guest@localhost:5672/") // defect credentials
	if err != nil {
		log.Fatalf("connection.open: %s", err)
	}
	ch, _ := conn.Channel()
	_ = ch.Consume("go-test-queue")
}

// Source: github.com/streadway/amqp/examples_test.go:330 (example dials the broker with the guest password in the URI)
func ExampleChannel_Publish() {
	conn, err := Dial("amqp://guest:guest@localhost:5672/") // defect credentials
	if err != nil {
		log.Fatalf("connection.open: %s", err)
	}
	ch, _ := conn.Channel()
	_ = ch.Publish("logs", []byte("hello"))
}

// Source: github.com/streadway/amqp/examples_test.go:19 (example dials "amqp:///", the spec's default host, with a custom dial function)
func ExampleDial() {
	conn, err := Dial("amqp:///") // lookalike
	if err != nil {
		log.Fatalf("dial: %s", err)
	}
	_ = conn
}

// Source: github.com/streadway/amqp/integration_test.go:1786 (fallback when AMQP_URL is unset: the bare scheme, all defaults)
func integrationURLFromEnv() string {
	url := os.Getenv("AMQP_URL")
	if url == "" {
		url = "amqp://" // lookalike
	}
	return url
}

func TestIntegrationURL(t *testing.T) {
	if integrationURLFromEnv() == "" {
		t.Fatal("empty")
	}
}

type testURI struct {
	url      string
	username string
	password string
	canon    string
}

// Source: github.com/streadway/amqp/uri_test.go:20 (table of ParseURI, the package's parser: input and canonical form with a password)
var uriTests = []testURI{
	{
		url:      "amqp://user:pass@host:10000/vhost", // lookalike
		username: "user",
		password: "pass",
		canon:    "amqp://user:pass@host:10000/vhost", // lookalike
	},
	// Source: github.com/streadway/amqp/uri_test.go:120 (ParseURI row: a vhost "/" written percent-encoded)
	{url: "amqp://host/%2F", canon: "amqp://host/%2F"}, // lookalike
	// Source: github.com/streadway/amqp/uri_test.go:200 (ParseURI row: an IPv6 host with a zone identifier)
	{url: "amqp://[fe80::1%25en0]", canon: "amqp://[fe80::1%25en0]/"}, // lookalike
}

func TestURISpec(t *testing.T) {
	for _, test := range uriTests {
		u, err := ParseURI(test.url)
		if err != nil {
			t.Fatal("Could not parse spec URI: ", test.url, " err: ", err)
		}
		if u.Username != test.username || u.Password != test.password {
			t.Error("Expected user info for: ", test.url)
		}
		if u.String() != test.canon {
			t.Error("Expected canonical form for: ", test.url)
		}
	}
}

// Source: github.com/streadway/amqp/uri_test.go:290 (URI with white space that ParseURI must reject)
func TestURIWhitespace(t *testing.T) {
	if _, err := ParseURI("amqp://admin:PASSWORD@rabbitmq-service/ -http_port=8080"); err == nil { // lookalike
		t.Fatal("Expected to fail if URI contains whitespace")
	}
}

// Source: github.com/streadway/amqp/uri_test.go:308 (ParseURI round trip of a complete URI with a password)
func TestURIComplete(t *testing.T) {
	url := "amqp://bob:dobbs@foo.bar:5678/private" // lookalike
	uri, err := ParseURI(url)
	if err != nil {
		t.Fatal("Could not parse")
	}
	if uri.String() != url {
		t.Fatal("Defaults not encoded properly want:", url, " got:", uri.String())
	}
}

// Source: github.com/streadway/amqp/tls_test.go:71 (URL of a local TLS test server from its listener's host:port)
func TestTLSServerURL(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	u := fmt.Sprintf("amqps://%s/", l.Addr().String()) // lookalike
	if _, err := ParseURI(u); err != nil {
		t.Fatal(err)
	}
}

// NotifyBlocked registers a listener for blocked notifications.
func (c *Connection) NotifyBlocked(ch chan string) chan string { return ch }

// Source: github.com/streadway/amqp/examples_test.go:383 (example dials the broker with the guest password in the URI)
func ExampleConnection_NotifyBlocked() {
	conn, err := Dial("amqp://guest:guest@localhost:5672/") // defect credentials
	if err != nil {
		log.Fatalf("connection.open: %s", err)
	}
	_ = conn.NotifyBlocked(make(chan string))
}
