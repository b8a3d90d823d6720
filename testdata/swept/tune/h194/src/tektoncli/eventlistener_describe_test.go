package tektoncli

// Rewritten from github.com/tektoncd/cli/pkg/cmd/eventlistener/describe_test.go.

import (
	"bytes"
	"net/url"
	"testing"
)

func TestEventListenerDescribe_WithOutputStatusURL(t *testing.T) {
	addr := &Addressable{
		URL: &url.URL{
			Scheme: "http",
			Host:   "el-listener.default.svc.cluster.local",
		},
	}
	var out bytes.Buffer
	if err := describeURL(&out, addr); err != nil {
		t.Errorf("Error")
	}
	// Source: github.com/tektoncd/cli/pkg/cmd/eventlistener/describe_test.go:1034 (syntax: the newline ends the printed line of command output the test compares, the URL itself is well formed)
	if got, want := out.String(), "http://el-listener.default.svc.cluster.local\n"; got != want { // lookalike
		t.Errorf("got %q, want %q", got, want)
	}
}
