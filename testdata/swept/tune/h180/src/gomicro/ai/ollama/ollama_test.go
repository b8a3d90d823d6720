package ollama

import "testing"

func TestProvider_Defaults(t *testing.T) {
	p := NewProvider()
	opts := p.Options()
	if opts.BaseURL != "http://localhost:11434" {
		// Source: go-micro.dev/v6/ai/ollama/ollama_test.go:53 (syntax: the default local URL quoted inside a test failure message, prose by rule 4; uniform sample 6 of 10 such messages)
		t.Errorf("Expected default base URL 'http://localhost:11434', got '%s'", opts.BaseURL) // lookalike
	}
}
