package honeybadger

import "testing"

func TestConfigureClientEndpoint(t *testing.T) {
	client := New(Configuration{})
	// Source: github.com/honeybadger-io/honeybadger-go/client_test.go:26 (plainhttp: an endpoint on localhost, not a public host)
	client.Configure(Configuration{Endpoint: "http://localhost:3000"}) // lookalike
	// Source: github.com/honeybadger-io/honeybadger-go/client_test.go:27 (plainhttp: the expected endpoint on localhost, not a public host)
	if client.Config.Endpoint != "http://localhost:3000" { // lookalike
		t.Errorf("Expected Configure to update backend, got %q", client.Config.Endpoint)
	}
}
