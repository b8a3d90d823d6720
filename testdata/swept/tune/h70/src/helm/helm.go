// Package helm holds cases rewritten from helm.sh/helm/v3.
package helm

import (
	"fmt"
	"net/url"
	"path"
	"regexp"
	"strings"
)

const ociScheme = "oci"

type command struct {
	Use  string
	Long string
}

// Source: helm.sh/helm/v3/cmd/helm/dependency.go:29 (syntax: help text for the dependency command with URLs joined to the words around them, prose is not a URI (rule 4))
const dependencyDesc = "Example Chart.yaml:\n    - name: nginx\n      repository: \"https://example.com/charts\"\nStarting from 2.2.0, repository can be the path of a local chart directory; the path should start with a prefix of \"file://\". For example,\n" // lookalike

var dependencyCmd = command{Use: "dependency update|build|list", Long: dependencyDesc}

// Source: helm.sh/helm/v3/cmd/helm/search_hub.go:123 (escaper: a chart ID joined raw into the hub path; whether an ID needs escaping is not known from the code, not a sweep candidate)
func hubChartURL(endpoint, id string) string {
	return endpoint + "/charts/" + id // lookalike
}

// Source: helm.sh/helm/v3/pkg/chartutil/create.go:107 (syntax: scaffold values.yaml text with a documentation URL among comment words, text shown to users (rule 4))
const defaultValues = "# This will set the replicaset count more information can be found here: https://kubernetes.io/docs/concepts/workloads/controllers/replicaset/\nreplicaCount: 1\n" // lookalike

func valuesFor(name string) string {
	return fmt.Sprintf("# Default values for %s.\n", name) + defaultValues
}

// Source: helm.sh/helm/v3/pkg/downloader/manager.go:809 (pathjoin: path.Join is applied to the base URL's Path field with a relative reference, not to a whole URI)
func normalizeURL(baseURL, urlOrPath string) (string, error) {
	u, err := url.Parse(urlOrPath)
	if err != nil {
		return urlOrPath, err
	}
	if u.IsAbs() {
		return u.String(), nil
	}
	u2, err := url.Parse(baseURL)
	if err != nil {
		return urlOrPath, err
	}
	u2.Path = path.Join(u2.Path, urlOrPath) // lookalike
	return u2.String(), nil
}

// Source: helm.sh/helm/v3/pkg/getter/ocigetter.go:60 (hostform: a bare scheme prefix built only to trim it from a reference, not a URI to fetch)
func ociReference(href string) string {
	return strings.TrimPrefix(href, fmt.Sprintf("%s://", ociScheme)) // lookalike
}

var scpSyntaxRe = regexp.MustCompile(`^([a-zA-Z0-9_]+)@([a-zA-Z0-9._-]+):(.*)$`)

// Source: helm.sh/helm/v3/pkg/plugin/cache/cache.go:41 (credentials: url.User carries only the scp-style git user name, no password)
func cacheKeyURL(repo string) (*url.URL, error) {
	if m := scpSyntaxRe.FindStringSubmatch(repo); m != nil {
		return &url.URL{User: url.User(m[1]), Host: m[2], Path: "/" + m[3]}, nil // lookalike
	}
	return url.Parse(repo)
}

// Source: helm.sh/helm/v3/pkg/registry/client.go:261 (hostform: bare scheme prefixes used only with HasPrefix/TrimPrefix to strip a scheme off a registry host)
func stripURL(host string) string {
	for _, s := range []string{"oci://", "http://", "https://"} { // lookalike
		if strings.HasPrefix(host, s) {
			host = strings.TrimPrefix(host, s)
			break
		}
	}
	if idx := strings.Index(host, "/"); idx != -1 {
		host = host[:idx]
	}
	return host
}

type registryClient struct {
	Tags func(ref string) ([]string, error)
}

// Source: helm.sh/helm/v3/pkg/registry/client.go:983 (hostform: a bare scheme prefix built only to trim it before listing tags, not a URI)
func (c *registryClient) tagsFor(ref string) ([]string, error) {
	return c.Tags(strings.TrimPrefix(ref, fmt.Sprintf("%s://", ociScheme))) // lookalike
}

// Source: helm.sh/helm/v3/pkg/registry/reference.go:39 (hostform: a bare scheme prefix removed from a raw OCI reference, not a URI)
func newReference(raw string) string {
	raw = strings.TrimPrefix(raw, ociScheme+"://") // lookalike
	return raw
}

// ResolveReferenceURL resolves refURL relative to baseURL.
// Source: helm.sh/helm/v3/pkg/repo/chartrepo.go:306 (baseslash: the base path is given a trailing slash just before ResolveReference, so no base segment is dropped; sampled as lines 303 and 307 of this function)
func ResolveReferenceURL(baseURL, refURL string) (string, error) {
	parsedRefURL, err := url.Parse(refURL)
	if err != nil {
		return "", err
	}
	if parsedRefURL.IsAbs() {
		return refURL, nil
	}
	parsedBaseURL, err := url.Parse(baseURL)
	if err != nil {
		return "", err
	}
	parsedBaseURL.RawPath = strings.TrimSuffix(parsedBaseURL.RawPath, "/") + "/"
	parsedBaseURL.Path = strings.TrimSuffix(parsedBaseURL.Path, "/") + "/"
	resolvedURL := parsedBaseURL.ResolveReference(parsedRefURL) // lookalike
	resolvedURL.RawQuery = parsedBaseURL.RawQuery
	return resolvedURL.String(), nil
}

// Source: helm.sh/helm/v3/pkg/repo/chartrepo.go:118 (baseslash: the repository URL goes through ResolveReferenceURL, which adds the missing trailing slash first, not a sweep candidate)
func indexURL(repoURL string) (string, error) {
	return ResolveReferenceURL(repoURL, "index.yaml") // lookalike
}

// Source: helm.sh/helm/v3/pkg/repo/repotest/server.go:128 (hostjoin: the constant host localhost joined with a listener port, never an IPv6 literal, not a sweep candidate)
func registryURL(port int) string {
	return fmt.Sprintf("localhost:%d", port) // lookalike
}
