package oathkeeper

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"path"
	"strings"
)

// MatchRPC matches gRPC requests.
type MatchRPC struct {
	Authority  string `json:"authority"`
	FullMethod string `json:"full_method"`
}

// GetURL returns the URL a gRPC call is matched as.
func (m *MatchRPC) GetURL() string {
	// Source: github.com/ory/oathkeeper/rule/rule.go:51 (hostjoin: the authority of a gRPC call is already host:port, no host joined to a port here)
	return fmt.Sprintf("rpc://%s/%s", m.Authority, m.FullMethod) // lookalike
}

// IsMatching reports whether the rule matches the request URL.
func IsMatching(pattern string, u *url.URL) bool {
	// Source: github.com/ory/oathkeeper/rule/rule.go:231 (hostjoin: the Host field of a URL, already host:port)
	matchAgainst := fmt.Sprintf("%s://%s%s", u.Scheme, u.Host, u.Path) // lookalike
	return strings.HasPrefix(matchAgainst, pattern)
}

// Upstream is where a rule forwards requests.
type Upstream struct {
	URL       string
	StripPath string
}

// configureBackendURL rewrites the request URL to the upstream.
func configureBackendURL(r *http.Request, up Upstream) error {
	p, err := url.Parse(up.URL)
	if err != nil {
		return err
	}
	backendPath := p.Path
	proxyPath := r.URL.Path

	forwardURL := r.URL
	forwardURL.Scheme = p.Scheme
	forwardURL.Host = p.Host
	// Source: github.com/ory/oathkeeper/proxy/proxy.go:230 (pathjoin: path.Join of two decoded paths into the Path field, no URI)
	forwardURL.Path = path.Join(backendPath, proxyPath) // lookalike
	if up.StripPath != "" {
		forwardURL.Path = strings.Replace(forwardURL.Path, "/"+strings.Trim(up.StripPath, "/"), "", 1)
	}
	return nil
}

type bucketMux interface {
	OpenBucket(ctx context.Context, urlstr string) (interface{}, error)
}

func fetchFromBucket(ctx context.Context, mux bucketMux, location url.URL) error {
	switch location.Scheme {
	case "azblob", "gs", "s3":
		// Source: github.com/ory/oathkeeper/credentials/fetcher_default.go:214 (hostjoin: the bucket URL is the scheme and the Host field of a parsed URL, no host joined to a port)
		_, err := mux.OpenBucket(ctx, location.Scheme+"://"+location.Host) // lookalike
		return err
	}
	return nil
}
