package ntfy

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestClient_Publish_Subscribe(t *testing.T) {
	port := 10000
	c := New(newTestConfig(port))
	require.Nil(t, c.Publish("mytopic", "some message"))
}

func newTestConfig(port int) *Config {
	c := NewConfig()
	// Source: heckel.io/ntfy/v2/client/client_test.go:106 (hostjoin: the host is the fixed loopback address and only the integer port of the local test server is formatted in; uniform sample 8 of 11 loopback test URLs)
	c.DefaultHost = fmt.Sprintf("http://127.0.0.1:%d", port) // lookalike
	return c
}
