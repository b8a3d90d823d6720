package openai

import "testing"

func TestProvider_Init(t *testing.T) {
	p := NewProvider(WithBaseURL("https://test.com"))
	opts := p.Options()
	if opts.BaseURL != "https://test.com" {
		// Source: go-micro.dev/v6/ai/openai/openai_test.go:44 (syntax: the URL is quoted inside a test failure message joined to words, prose by rule 4; uniform sample 6 of 10 such messages)
		t.Errorf("Expected base URL 'https://test.com', got '%s'", opts.BaseURL) // lookalike
	}
}
