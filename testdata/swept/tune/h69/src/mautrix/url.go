package mautrix

import (
	"net/url"
	"strings"
)

// ParseAndNormalizeBaseURL parses a homeserver URL and defaults its scheme to https.
func ParseAndNormalizeBaseURL(homeserverURL string) (*url.URL, error) {
	hsURL, err := url.Parse(homeserverURL)
	if err != nil {
		return nil, err
	}
	if hsURL.Scheme == "" {
		hsURL.Scheme = "https"
		hsURL, err = url.Parse(hsURL.String())
		if err != nil {
			return nil, err
		}
	}
	// Source: maunium.net/go/mautrix/url.go:29 (escaper: EscapedPath returns the escaped form of Path and goes into RawPath, so nothing is escaped twice)
	hsURL.RawPath = hsURL.EscapedPath() // lookalike
	return hsURL, nil
}

// BuildURL builds a URL with the given path parts under baseURL.
func BuildURL(baseURL *url.URL, path ...string) *url.URL {
	createdURL := *baseURL
	rawParts := make([]string, len(path)+1)
	rawParts[0] = strings.TrimSuffix(createdURL.RawPath, "/")
	parts := make([]string, len(path)+1)
	parts[0] = strings.TrimSuffix(createdURL.Path, "/")
	for i, part := range path {
		parts[i+1] = part
		// Source: maunium.net/go/mautrix/url.go:51 (escaper: each path segment is escaped with url.PathEscape, the right escaper for a segment)
		rawParts[i+1] = url.PathEscape(parts[i+1]) // lookalike
	}
	// Source: maunium.net/go/mautrix/url.go:53 (escaper: the decoded Path is joined from the unescaped parts and the escaped form goes to RawPath separately)
	createdURL.Path = strings.Join(parts, "/") // lookalike
	// Source: maunium.net/go/mautrix/url.go:54 (escaper: RawPath is joined from segments escaped once with url.PathEscape)
	createdURL.RawPath = strings.Join(rawParts, "/") // lookalike
	return &createdURL
}

// BuildClientURL builds a client-server API URL under base.
func BuildClientURL(base *url.URL, query url.Values, path ...string) string {
	hsURL := *BuildURL(base, append([]string{"_matrix", "client"}, path...)...)
	q := hsURL.Query()
	for k, v := range query {
		q[k] = v
	}
	// Source: maunium.net/go/mautrix/url.go:125 (escaper: the query is encoded with url.Values.Encode)
	hsURL.RawQuery = q.Encode() // lookalike
	return hsURL.String()
}
