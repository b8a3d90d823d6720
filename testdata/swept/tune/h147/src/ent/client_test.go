package ent

import (
	"net/url"
	"testing"
)

func TestNewClient(t *testing.T) {
	var cfg Config
	// Source: entgo.io/ent/dialect/gremlin/client_test.go:19 (plainhttp: the host is a single-label docker service name, not a public Internet host, and the test only builds the client.)
	cfg.Endpoint.URL, _ = url.Parse("http://gremlin-server/gremlin") // lookalike
	c, err := NewClient(cfg)
	if err != nil || c == nil {
		t.Fatal(err)
	}
}
