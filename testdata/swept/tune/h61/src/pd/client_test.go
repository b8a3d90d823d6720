package pd

import "testing"

// Source: github.com/tikv/pd/client/client_test.go:42 (sink: every client built from this made-up-scheme endpoint is expected to fail with re.Error, rule 2a.)
const testClientURL = "tmp://test.url:5255" // lookalike

func TestClientCtx(t *testing.T) {
	if err := newClient([]string{testClientURL}); err == nil {
		t.Fatal("expected an error")
	}
}
