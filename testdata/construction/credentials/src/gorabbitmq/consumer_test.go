package gorabbitmq

import "testing"

// Source: github.com/wagslane/go-rabbitmq/integration_test.go:38 (the integration tests connect to the broker at this URL with the guest password)
func brokerURL() string {
	return "amqp://guest:guest@localhost:5672/" // defect credentials
}

func TestConsume(t *testing.T) {
	conn, err := NewConn(brokerURL())
	if err != nil {
		t.Fatal(err)
	}
	_ = conn
}

// Source: github.com/wagslane/go-rabbitmq/internal/connectionmanager/connection_manager_test.go:21 (the input of the package's password masker and its expected "xxxxx" output)
func TestMaskPassword(t *testing.T) {
	cases := []struct{ url, expected string }{
		{
			url:      "amqp://user:password@broker.example.com", // lookalike
			expected: "amqp://user:xxxxx@broker.example.com",    // lookalike
		},
	}
	for _, c := range cases {
		if got := maskPassword(c.url); got != c.expected {
			t.Errorf("maskPassword(%q) = %q, want %q", c.url, got, c.expected)
		}
	}
}
