package gguf

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

const (
	OllamaDefaultScheme    = "https"
	OllamaDefaultRegistry  = "registry.ollama.ai"
	OllamaDefaultNamespace = "library"
	OllamaDefaultTag       = "latest"
)

type (
	// OllamaModel represents an Ollama model.
	OllamaModel struct {
		Schema     string
		Registry   string
		Namespace  string
		Repository string
		Tag        string
		Client     *http.Client
	}

	// OllamaModelLayer represents an Ollama model layer,
	// its digest can be used to download the artifact.
	OllamaModelLayer struct {
		MediaType string
		Digest    string
		Root      *OllamaModel
	}
)

// cutFromRight stands in for stringx.CutFromRight.
func cutFromRight(s, sep string) (before, after string, found bool) {
	if i := strings.LastIndex(s, sep); i >= 0 {
		return s[:i], s[i+len(sep):], true
	}
	return s, "", false
}

// ParseOllamaModel parses the given Ollama model string,
// and returns the OllamaModel, or nil if the model is invalid.
func ParseOllamaModel(model string, opts ...OllamaModelOption) *OllamaModel {
	if model == "" {
		return nil
	}

	var o _OllamaModelOptions
	for _, opt := range opts {
		opt(&o)
	}

	om := OllamaModel{
		Schema:    OllamaDefaultScheme,
		Registry:  OllamaDefaultRegistry,
		Namespace: OllamaDefaultNamespace,
		Tag:       OllamaDefaultTag,
	}
	if o.DefaultScheme != "" {
		om.Schema = o.DefaultScheme
	}
	if o.DefaultRegistry != "" {
		om.Registry = o.DefaultRegistry
	}

	m := model
	m, _, _ = cutFromRight(m, "@")
	m, s, ok := cutFromRight(m, ":")
	if ok && s != "" {
		om.Tag = s
	}
	m, s, ok = cutFromRight(m, "/")
	if ok && s != "" {
		om.Repository = s
	} else if m != "" {
		om.Repository = m
		m = ""
	}
	m, s, ok = cutFromRight(m, "/")
	if ok && s != "" {
		om.Namespace = s
	} else if m != "" {
		om.Namespace = m
		m = ""
	}
	if before, after, ok := strings.Cut(m, "://"); ok && after != "" {
		om.Schema = before
		om.Registry = after
	} else if m != "" {
		om.Registry = m
	}

	if om.Repository == "" {
		return nil
	}
	return &om
}

// WebPageURL returns the Ollama web page URL of the OllamaModel.
func (om *OllamaModel) WebPageURL() *url.URL {
	u := &url.URL{
		Scheme: om.Schema,
		Host:   om.Registry,
		// Source: github.com/gpustack/gguf-parser-go/ollama_model.go:189 (sink: scheme and host come from the parsed model reference with the non-empty defaults https and registry.ollama.ai, so the URL is absolute with a host)
	} // lookalike
	// Source: github.com/gpustack/gguf-parser-go/ollama_model.go:193 (colonpath: the name:tag segment sits in the rooted path of a URL with scheme and host, where a colon cannot be read as a scheme)
	return u.JoinPath(om.Namespace, om.Repository+":"+om.Tag) // lookalike
}

// Complete completes the OllamaModel with the given context and http client.
func (om *OllamaModel) Complete(ctx context.Context, cli *http.Client) error {
	if om.Client == nil {
		om.Client = cli
	}

	u := &url.URL{
		Scheme: om.Schema,
		Host:   om.Registry,
		// Source: github.com/gpustack/gguf-parser-go/ollama_model.go:202 (sink: the same scheme and host from the parsed model reference with non-empty defaults, an absolute URL)
	} // lookalike
	// Source: github.com/gpustack/gguf-parser-go/ollama_model.go:206 (pathjoin: url.URL.JoinPath is the URL-aware join that keeps scheme and host, not path.Join on a URL string)
	u = u.JoinPath("v2", om.Namespace, om.Repository, "manifests", om.Tag) // lookalike

	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return fmt.Errorf("new request: %w", err)
	}
	req.Header.Set("Accept", "application/vnd.docker.distribution.manifest.v2+json")
	resp, err := om.Client.Do(req)
	if err != nil {
		return fmt.Errorf("do request %s: %w", u, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("status code %d", resp.StatusCode)
	}
	return nil
}

// BlobURL returns the blob URL of the OllamaModelLayer.
func (ol *OllamaModelLayer) BlobURL() *url.URL {
	if ol.Root == nil {
		return nil
	}

	u := &url.URL{
		Scheme: ol.Root.Schema,
		Host:   ol.Root.Registry,
		// Source: github.com/gpustack/gguf-parser-go/ollama_model.go:389 (sink: scheme and host of the root model, set from non-empty defaults or the parsed reference, an absolute URL)
	} // lookalike
	// Source: github.com/gpustack/gguf-parser-go/ollama_model.go:393 (pathjoin: url.URL.JoinPath adds the blob path to the URL without collapsing the scheme's slashes)
	return u.JoinPath("v2", ol.Root.Namespace, ol.Root.Repository, "blobs", ol.Digest) // lookalike
}
