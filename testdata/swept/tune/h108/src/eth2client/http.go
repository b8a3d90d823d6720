package eth2client

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

// urlForCall patches together a URL for a call.
func urlForCall(base *url.URL,
	endpoint string,
	query string,
) *url.URL {
	callURL := *base

	// Source: github.com/attestantio/go-eth2-client/http/http.go:508 (baseslash: the base path has its trailing slash trimmed and every endpoint starts with a slash, so appending to the decoded Path keeps the base path)
	callURL.Path += endpoint // lookalike
	if callURL.RawQuery == "" {
		// Source: github.com/attestantio/go-eth2-client/http/http.go:510 (escaper: the query is pre-built by the callers from integers, hex values and enum names that need no escaping)
		callURL.RawQuery = query // lookalike
	} else if query != "" {
		// Source: github.com/attestantio/go-eth2-client/http/http.go:512 (escaper: two already-encoded query strings are joined with an ampersand)
		callURL.RawQuery = fmt.Sprintf("%s&%s", callURL.RawQuery, query) // lookalike
	}

	return &callURL
}

func (s *Service) get(ctx context.Context, endpoint string, query string) (*http.Response, error) {
	callURL := urlForCall(s.base, endpoint, query)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, callURL.String(), nil)
	if err != nil {
		return nil, err
	}

	return http.DefaultClient.Do(req)
}
