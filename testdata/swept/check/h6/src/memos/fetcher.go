package memos

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"time"
)

// HTMLMeta is the metadata of a web page.
type HTMLMeta struct {
	Title string
}

type cacheEntry struct {
	meta    *HTMLMeta
	err     error
	expires time.Time
}

const successCacheTTL = 10 * time.Minute

// HTMLMetaFetcher fetches and caches the metadata of web pages.
type HTMLMetaFetcher struct {
	client *http.Client
	now    func() time.Time
	mu     sync.Mutex
	cache  map[string]cacheEntry
}

var titleRegexp = regexp.MustCompile(`<title>([^<]*)</title>`)

// Get returns the metadata of the page at urlStr.
func (f *HTMLMetaFetcher) Get(ctx context.Context, urlStr string) (*HTMLMeta, error) {
	key, err := normalizeURL(urlStr)
	if err != nil {
		return nil, err
	}
	f.mu.Lock()
	if e, ok := f.cache[key]; ok && f.now().Before(e.expires) {
		f.mu.Unlock()
		if e.meta == nil {
			return nil, e.err
		}
		copy := *e.meta
		return &copy, e.err
	}
	f.mu.Unlock()

	req, err := http.NewRequestWithContext(ctx, http.MethodGet, key, nil)
	if err != nil {
		return nil, err
	}
	resp, err := f.client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err
	}
	meta := &HTMLMeta{}
	if m := titleRegexp.FindSubmatch(body); m != nil {
		meta.Title = string(m[1])
	}
	f.setCached(key, meta, nil, successCacheTTL)
	copy := *meta
	return &copy, nil
}

func (f *HTMLMetaFetcher) setCached(key string, meta *HTMLMeta, err error, ttl time.Duration) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.cache[key] = cacheEntry{meta: meta, err: err, expires: f.now().Add(ttl)}
}

func normalizeURL(urlStr string) (string, error) {
	parsed, err := url.Parse(strings.TrimSpace(urlStr))
	if err != nil {
		return "", errors.New("invalid URL format")
	}
	parsed.Scheme = strings.ToLower(parsed.Scheme)
	parsed.Host = strings.ToLower(parsed.Host)
	parsed.Fragment = ""
	if parsed.Path == "" {
		parsed.Path = "/"
	}
	if (parsed.Scheme == "http" && parsed.Port() == "80") || (parsed.Scheme == "https" && parsed.Port() == "443") {
		parsed.Host = parsed.Hostname()
		if strings.Contains(parsed.Host, ":") {
			parsed.Host = "[" + parsed.Host + "]"
		}
	}
	return parsed.String(), nil
}
