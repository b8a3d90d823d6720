// Package atlascloud is an AI model provider.
package atlascloud

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
		options.BaseURL = "https://api.atlascloud.ai"
	}
	return &Provider{opts: options}
}

// Options returns the provider's options.
func (p *Provider) Options() Options { return p.opts }

type submitResponse struct {
	Data struct {
		ID string `json:"id"`
	} `json:"data"`
}

func (p *Provider) pollURL(submitResp submitResponse) string {
	predictionID := submitResp.Data.ID
	// Source: go-micro.dev/v6/ai/atlascloud/atlascloud.go:972 (escaper: the prediction ID is an opaque token issued by the API itself, spliced as one path segment that needs no escaping; fine under the escaper check of the table)
	pollURL := strings.TrimRight(p.opts.BaseURL, "/") + "/api/v1/model/prediction/" + predictionID // lookalike
	return pollURL
}
