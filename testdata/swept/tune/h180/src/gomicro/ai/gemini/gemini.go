// Package gemini is an AI model provider.
package gemini

import "strings"

// Options configures the provider.
type Options struct {
	Model   string
	APIKey  string
	BaseURL string
}

// Option sets an option.
type Option func(*Options)

// WithBaseURL sets the API base URL.
func WithBaseURL(u string) Option { return func(o *Options) { o.BaseURL = u } }

// Provider talks to the model API.
type Provider struct{ opts Options }

// NewProvider returns a provider with defaults applied.
func NewProvider(opts ...Option) *Provider {
	var options Options
	for _, o := range opts {
		o(&options)
	}
	if options.BaseURL == "" {
		options.BaseURL = "https://generativelanguage.googleapis.com"
	}
	return &Provider{opts: options}
}

// Options returns the provider's options.
func (p *Provider) Options() Options { return p.opts }

func (p *Provider) streamURL() string {
	// Source: go-micro.dev/v6/ai/gemini/gemini.go:156 (colonpath: the model:method colon sits in a later segment of an absolute URL after the base, not in the first segment of a relative path; fine under the colonpath check of the table)
	apiURL := strings.TrimRight(p.opts.BaseURL, "/") + "/v1beta/models/" + p.opts.Model + ":streamGenerateContent?alt=sse" // lookalike
	return apiURL
}
