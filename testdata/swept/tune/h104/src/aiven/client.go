// Package aiven holds cases rewritten from github.com/aiven/go-client-codegen.
package aiven

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"strings"
)

// Source: github.com/aiven/go-client-codegen/client.go:27 (syntax: the URL sits inside an error message joined to prose, rule 4, not a URI on its own)
var errTokenIsRequired = errors.New(
	"token is required. See https://api.aiven.io/doc/#section/Get-started/Authentication", // lookalike
)

// Doer aka http.Client
type Doer interface {
	Do(req *http.Request) (*http.Response, error)
}

type aivenClient struct {
	// Source: github.com/aiven/go-client-codegen/client.go:115 (syntax: a well-formed https default inside an envconfig struct tag, text before the scheme is tag syntax)
	Host      string `envconfig:"AIVEN_WEB_URL" default:"https://api.aiven.io"` // lookalike
	UserAgent string
	Token     string
	doer      Doer
}

// NewClient creates a new Aiven client.
func NewClient(opts ...Option) (*aivenClient, error) {
	d := new(aivenClient)
	for _, opt := range opts {
		opt(d)
	}
	if d.Token == "" {
		return nil, errTokenIsRequired
	}
	// Source: github.com/aiven/go-client-codegen/client.go:84 (baseslash: the trailing slash is trimmed from the base before plain string concatenation with paths that start with a slash, nothing is resolved or dropped)
	d.Host = strings.TrimSuffix(d.Host, "/") // lookalike
	return d, nil
}

func (d *aivenClient) do(ctx context.Context, method, path string, query ...[2]string) (*http.Response, error) {
	// Source: github.com/aiven/go-client-codegen/client.go:205 (sink: Host holds a full base URL from the env default or HostOpt and every path starts with a slash, so the request gets an absolute URL)
	req, err := http.NewRequestWithContext(ctx, method, d.Host+path, nil) // lookalike
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "aivenv1 "+d.Token)
	// Source: github.com/aiven/go-client-codegen/client.go:213 (escaper: RawQuery is set from url.Values.Encode, the right encoder for a query)
	req.URL.RawQuery = fmtQuery(query...) // lookalike
	return d.doer.Do(req)
}

func fmtQuery(query ...[2]string) string {
	q := make(url.Values)
	for _, v := range query {
		q.Add(v[0], v[1])
	}
	if !q.Has("limit") {
		q.Add("limit", "999")
	}
	return q.Encode()
}
