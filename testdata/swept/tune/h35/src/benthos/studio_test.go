package benthos

import (
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
)

// Source: github.com/redpanda-data/benthos/v4/internal/cli/studio/pull_runner_test.go:387 (syntax: stray " ]" after the URL in YAML config the test serves makes the url value hold a raw space; the test (BlockedShutdown) does not mean it (rule 1).)
func TestPullRunnerBlockedShutdown(t *testing.T) {
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.WriteString(w, "\n"+
			"http:\n"+
			"  enabled: false\n"+
			"output:\n"+
			"  retry:\n"+
			"    output:\n"+
			"      http_client:\n"+
			"        url: http://example.com:1234 ]\n"+ // defect syntax
			"shutdown_timeout: 2s\n")
	}))
	defer ts.Close()

	res, err := http.Get(ts.URL)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
}
