package gatekeeper

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// ErrInsecureHTTP is returned when a plain HTTP URL is fetched without the
// insecure flag.
var ErrInsecureHTTP = errors.New("insecure HTTP is not allowed; use --insecure to allow it")

// HTTPFetcher fetches catalogs and policy content over HTTP(S).
type HTTPFetcher struct {
	client   *http.Client
	insecure bool
	baseURL  string
}

// NewHTTPFetcher returns a fetcher with the given timeout.
func NewHTTPFetcher(timeout time.Duration) *HTTPFetcher {
	return &HTTPFetcher{client: &http.Client{Timeout: timeout}}
}

// SetInsecure allows plain HTTP.
func (f *HTTPFetcher) SetInsecure(insecure bool) { f.insecure = insecure }

// SetBaseURL sets the URL of the catalog that relative paths resolve against.
func (f *HTTPFetcher) SetBaseURL(base string) { f.baseURL = base }

// Fetch downloads the content at rawURL.
func (f *HTTPFetcher) Fetch(ctx context.Context, rawURL string) ([]byte, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, fmt.Errorf("parsing URL: %w", err)
	}
	if u.Scheme == "http" && !f.insecure {
		return nil, ErrInsecureHTTP
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, rawURL, nil)
	if err != nil {
		return nil, err
	}
	resp, err := f.client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return io.ReadAll(resp.Body)
}

// FetchContent downloads a template or constraint named relative to the
// catalog, or by an absolute URL.
func (f *HTTPFetcher) FetchContent(ctx context.Context, p string) ([]byte, error) {
	if strings.Contains(p, "..") {
		return nil, fmt.Errorf("invalid path %q: path traversal is not allowed", p)
	}
	return f.Fetch(ctx, p)
}
