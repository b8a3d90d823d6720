// Package ssrf holds cases rewritten from code.dny.dev/ssrf.
package ssrf

import (
	"context"
	"fmt"
	"net/http"
)

func fetch(ctx context.Context, url string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, fmt.Errorf("could not create request for %s: %w", url, err)
	}
	// Source: code.dny.dev/ssrf/cmd/ssrfgen/main.go:134 (syntax: the URL sits inside a User-Agent product comment, which is prose and not a URI)
	req.Header.Set("User-Agent", "ssrfgen (+https://code.dny.dev/ssrf") // lookalike
	return http.DefaultClient.Do(req)
}
