package mautrix

import "testing"

func TestNewMachine(t *testing.T) {
	// Source: maunium.net/go/mautrix/crypto/machine_test.go:45 (plainhttp: a plain http homeserver URL on localhost for a client that a unit test builds and never sends to the Internet)
	client, err := NewClient("http://localhost", "@user:example.org", "token") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if client.HomeserverURL.Scheme != "http" {
		t.Errorf("got scheme %q", client.HomeserverURL.Scheme)
	}
}
