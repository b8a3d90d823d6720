package tailscale

import (
	"encoding/json"
	"testing"
)

func TestLogstreamConfiguration(t *testing.T) {
	expected := &LogstreamConfiguration{
		DestinationType: "cribl",
		// Source: tailscale.com/client/tailscale/v2/logging_test.go:25 (plainhttp: example.com is a documentation example host in a configuration fixture)
		URL:  "http://example.com", // lookalike
		User: "my-user",
	}
	b, err := json.Marshal(expected)
	if err != nil {
		t.Fatal(err)
	}
	var actual LogstreamConfiguration
	if err := json.Unmarshal(b, &actual); err != nil {
		t.Fatal(err)
	}
	if actual != *expected {
		t.Errorf("got %+v", actual)
	}
}
