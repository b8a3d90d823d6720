package gguf

import (
	"net/url"
	"strings"
)

type (
	_OllamaModelOptions struct {
		DefaultScheme    string
		DefaultRegistry  string
		DefaultNamespace string
		DefaultTag       string
	}
	OllamaModelOption func(*_OllamaModelOptions)
)

// SetOllamaModelBaseURL parses the given base URL,
// and sets default schema/registry for OllamaModel.
func SetOllamaModelBaseURL(baseURL string) OllamaModelOption {
	baseURL = strings.TrimSpace(baseURL)
	return func(o *_OllamaModelOptions) {
		if baseURL == "" {
			return
		}

		if !strings.Contains(baseURL, "://") {
			// Source: github.com/gpustack/gguf-parser-go/ollama_model_option.go:28 (sink: a base given without a scheme gets https:// before url.Parse, which turns a bare host into the absolute URL the code needs)
			baseURL = "https://" + baseURL // lookalike
		}

		u, err := url.Parse(baseURL)
		if err != nil {
			return
		}

		o.DefaultScheme = u.Scheme
		o.DefaultRegistry = u.Host
	}
}
