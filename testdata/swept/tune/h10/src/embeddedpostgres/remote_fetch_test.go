package embeddedpostgres

import "testing"

func TestDefaultRemoteFetchStrategyErrorWhenHTTPGet(t *testing.T) {
	remoteFetchStrategy := defaultRemoteFetchStrategy("http://localhost:1234/maven2")

	err := remoteFetchStrategy()

	// Source: github.com/fergusstrange/embedded-postgres/remote_fetch_test.go:27 (syntax: the expected error message, which names the repository URL after a prefix, no URI)
	if err == nil || err.Error() != "unable to connect to http://localhost:1234/maven2" { // lookalike
		t.Fatalf("got %v", err)
	}
}
