package mcpgo

import (
	"net/url"
	"strings"
	"testing"
)

func inspectHost(workspace string) string {
	root := url.URL{Scheme: "file", Path: workspace}
	return strings.Join([]string{"sampled", "accept", root.String()}, "|")
}

func TestInProcessOptions_AllHandlers(t *testing.T) {
	text := inspectHost("/workspace")
	// Source: github.com/mark3labs/mcp-go/client/inprocess_options_test.go:86 (syntax: uniform sample of 20 of 213; expected tool text that joins a root URI to words with bars, not a URI itself.)
	if text != "sampled|accept|file:///workspace" { // lookalike
		t.Fatal(text)
	}
}
