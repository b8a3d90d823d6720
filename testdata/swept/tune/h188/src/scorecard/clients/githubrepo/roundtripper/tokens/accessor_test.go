package tokens

import (
	"net/http/httptest"
	"net/rpc"
	"strings"
	"testing"
)

func testServer(t *testing.T) {
	t.Helper()
	server := httptest.NewServer(nil)
	// Source: github.com/ossf/scorecard/v5/clients/githubrepo/roundtripper/tokens/accessor_test.go:83 (sink: the scheme prefix is trimmed off the test server URL to leave the host:port the RPC dialer needs, a prefix and no URI use; a value only compared, searched for or trimmed is no URI use by the closing rule)
	serverURL := strings.TrimPrefix(server.URL, "http://") // lookalike
	t.Setenv("GITHUB_AUTH_SERVER", serverURL)
	t.Cleanup(server.Close)
	rpc.HandleHTTP()
	got := MakeTokenAccessor()
	if got == nil {
		t.Errorf("MakeTokenAccessor() = nil, want not nil")
	}
}

func TestMakeTokenAccessor(t *testing.T) {
	testServer(t)
}
