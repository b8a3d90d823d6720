// Package openai is an AI model provider.
package openai

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
		options.BaseURL = "https://api.openai.com"
	}
	return &Provider{opts: options}
}

// Options returns the provider's options.
func (p *Provider) Options() Options { return p.opts }
