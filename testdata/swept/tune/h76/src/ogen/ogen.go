// Package ogen holds cases rewritten from github.com/ogen-go/ogen.
package ogen

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
)

// ProductionServer is a server URL template with enum-checked variables.
type ProductionServer struct {
	Region string
	Val    string
}

// Build returns the computed server URL.
func (s ProductionServer) Build() (string, error) {
	switch s.Region {
	case "us", "eu":
	default:
		return "", errors.New("unexpected region")
	}
	switch s.Val {
	case "prod", "test":
	default:
		return "", errors.New("unexpected val")
	}
	// Source: github.com/ogen-go/ogen/internal/integration/test_servers/oas_servers_gen.go:72 (syntax: percent signs are format verbs filled from enum-validated region and value)
	return fmt.Sprintf("https://%s.example.com/%s/v1", s.Region, s.Val), nil // lookalike
}

// OptionalVarsServer is a server URL template with a free variable.
type OptionalVarsServer struct {
	Version string
}

// Build returns the computed server URL.
func (s OptionalVarsServer) Build() (string, error) {
	if s.Version == "" {
		s.Version = "v1"
	}
	// Source: github.com/ogen-go/ogen/internal/integration/test_servers/oas_servers_gen.go:174 (escaper: raw version variable in a path: whether a version needs escaping is not known from the code)
	return fmt.Sprintf("https://cdn.example.com/%s", s.Version), nil // lookalike
}

func decodeURI(data []byte) (url.URL, error) {
	var s string
	if err := json.Unmarshal(data, &s); err != nil {
		return url.URL{}, err
	}
	u, err := url.ParseRequestURI(s)
	if err != nil {
		return url.URL{}, err
	}
	return *u, nil
}

// DefaultURI sets a schema default decoded from JSON.
func DefaultURI() url.URL {
	// Source: github.com/ogen-go/ogen/internal/integration/sample_api/oas_defaults_gen.go:44 (syntax: JSON-quoted string literal decoded into a URI, the quotes are JSON syntax)
	v, _ := decodeURI([]byte("\"s3://foo/baz\"")) // lookalike
	return v
}

// PathEncoder encodes a simple-style path parameter.
type PathEncoder struct {
	val string
}

// Result returns the escaped path segment.
func (e *PathEncoder) Result() string {
	// Source: github.com/ogen-go/ogen/uri/path_encoder.go:58 (escaper: url.PathEscape is the right escaper for a path parameter value)
	e.val = url.PathEscape(e.val) // lookalike
	return e.val
}

// FileMatch is a Sourcegraph search result.
type FileMatch struct {
	CanonicalURL string
}

// Link returns the web link of the match.
func (m FileMatch) Link() string {
	// Source: github.com/ogen-go/ogen/tools/sgcollector/sourcegraph.go:66 (baseslash: origin without path concatenated with a root-relative canonical path, nothing of the base is dropped)
	return "https://sourcegraph.com" + m.CanonicalURL // lookalike
}

func httpGet(ctx context.Context, client *http.Client, u *url.URL) (*http.Response, error) {
	// Source: github.com/ogen-go/ogen/jsonschema/external.go:85 (sink: http.NewRequest is reached only after a switch on the scheme being http or https)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil) // lookalike
	if err != nil {
		return nil, err
	}
	return client.Do(req)
}

// Get fetches an external reference.
func Get(ctx context.Context, client *http.Client, loc string) (*http.Response, error) {
	u, err := url.Parse(loc)
	if err != nil {
		return nil, err
	}
	switch u.Scheme {
	case "http", "https":
		return httpGet(ctx, client, u)
	default:
		return nil, errors.New("unsupported scheme")
	}
}
