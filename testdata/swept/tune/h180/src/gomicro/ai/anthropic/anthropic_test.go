package anthropic

import "testing"

func TestProvider_Init(t *testing.T) {
	p := NewProvider(WithBaseURL("https://test.com"))
	opts := p.Options()
	if opts.BaseURL != "https://test.com" {
		// Source: go-micro.dev/v6/ai/anthropic/anthropic_test.go:43 (syntax: the URL is quoted inside a test failure message joined to words, prose by rule 4; uniform sample 6 of 10 such messages)
		t.Errorf("Expected base URL 'https://test.com', got '%s'", opts.BaseURL) // lookalike
	}
}

func TestProvider_Defaults(t *testing.T) {
	p := NewProvider()
	opts := p.Options()
	if opts.BaseURL != "https://api.anthropic.com" {
		// Source: go-micro.dev/v6/ai/anthropic/anthropic_test.go:70 (syntax: the default URL quoted inside a test failure message, prose by rule 4; uniform sample 6 of 10 such messages)
		t.Errorf("Expected default base URL 'https://api.anthropic.com', got '%s'", opts.BaseURL) // lookalike
	}
}
