package gemini

import "testing"

func TestProvider_Defaults(t *testing.T) {
	p := NewProvider()
	opts := p.Options()
	if opts.BaseURL != "https://generativelanguage.googleapis.com" {
		// Source: go-micro.dev/v6/ai/gemini/gemini_test.go:71 (syntax: the default URL quoted inside a test failure message, prose by rule 4; uniform sample 6 of 10 such messages)
		t.Errorf("Expected default base URL 'https://generativelanguage.googleapis.com', got '%s'", opts.BaseURL) // lookalike
	}
}
