// Package urlutil holds cases rewritten from helm.sh/helm/v3/internal/urlutil.
package urlutil

import (
	"net/url"
	"path"
	"path/filepath"
)

// URLJoin joins a base URL to one or more path components.
// Source: helm.sh/helm/v3/internal/urlutil/urlutil.go:39 (pathjoin: path.Join is applied to the parsed URL's Path field, not to the whole URI, so the scheme's slashes are kept)
func URLJoin(baseURL string, paths ...string) (string, error) {
	u, err := url.Parse(baseURL)
	if err != nil {
		return "", err
	}
	all := []string{u.Path}
	all = append(all, paths...)
	u.Path = path.Join(all...) // lookalike
	return u.String(), nil
}

// Equal normalizes two URLs and then compares for equality.
func Equal(a, b string) bool {
	au, err := url.Parse(a)
	if err != nil {
		return filepath.Clean(a) == filepath.Clean(b)
	}
	bu, err := url.Parse(b)
	if err != nil {
		return false
	}
	for _, u := range []*url.URL{au, bu} {
		if u.Path == "" {
			u.Path = "/"
		}
		// Source: helm.sh/helm/v3/internal/urlutil/urlutil.go:61 (pathjoin: filepath.Clean on the Path of both URLs only to compare them, both sides are cleaned alike; kept as the code under test of the sampled urlutil_test row)
		u.Path = filepath.Clean(u.Path) // lookalike
	}
	return au.String() == bu.String()
}
