package pd

import (
	"errors"
	"testing"
)

func TestPDAllowFollowerHandleHeader(t *testing.T) {
	// Source: github.com/tikv/pd/client/http/client_test.go:46 (plainhttp: a loopback server URL given to a mocked service discovery, not a public host.)
	c := newClientWithMockServiceDiscovery("test-header", []string{"http://127.0.0.1"}) // lookalike
	_ = c.GetStatus()
}

func TestWithTargetURL(t *testing.T) {
	// Source: github.com/tikv/pd/client/http/client_test.go:106 (plainhttp: loopback member URLs of a mocked service discovery, not public hosts.)
	c := newClientWithMockServiceDiscovery("test-with-target-url", []string{"http://127.0.0.1", "http://127.0.0.2", "http://127.0.0.3"}) // lookalike
	// Source: github.com/tikv/pd/client/http/client_test.go:109 (plainhttp: a loopback target that is not a member, expected to give ErrClientNoTargetMember, rule 2a.)
	err := c.WithTargetURL("http://127.0.0.4").GetStatus() // lookalike
	if !errors.Is(err, errNoTargetMember) {
		t.Fatal(err)
	}
	// Source: github.com/tikv/pd/client/http/client_test.go:111 (plainhttp: a valid loopback member URL whose request is expected to be refused, rule 2a; the URI itself is well formed.)
	err = c.WithTargetURL("http://127.0.0.2").GetStatus() // lookalike
	if err == nil {
		t.Fatal("expected connection refused")
	}
}
