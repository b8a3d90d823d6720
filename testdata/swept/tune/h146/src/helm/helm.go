// Package helm holds cases rewritten from helm.sh/helm/v4.
package helm

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"path"
	"path/filepath"
	"regexp"
	"strings"
)

// Source: helm.sh/helm/v4/internal/plugin/installer/installer.go:184 (hostform: a bare scheme prefix tested with strings.HasPrefix is not a URI with an empty host; sample of 32 of 146 candidates)
func isRemoteHTTPArchive(source string) bool {
	if strings.HasPrefix(source, "http://") { // lookalike
		req, err := http.NewRequestWithContext(context.Background(), http.MethodHead, source, http.NoBody)
		return err == nil && req != nil
	}
	return false
}

// Source: helm.sh/helm/v4/internal/urlutil/urlutil.go:39 (pathjoin: path.Join is applied to the decoded Path field only, so scheme and host stay in the url.URL; sample of 32 of 146 candidates)
func URLJoin(baseURL string, paths ...string) (string, error) {
	u, err := url.Parse(baseURL)
	if err != nil {
		return "", err
	}
	all := append([]string{u.Path}, paths...)
	u.Path = path.Join(all...) // lookalike
	return u.String(), nil
}

// Source: helm.sh/helm/v4/internal/urlutil/urlutil.go:61 (pathjoin: filepath.Clean is applied to both paths only to compare them, and the cleaned URL is never used as a URI; sample of 32 of 146 candidates)
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
		u.Path = filepath.Clean(u.Path) // lookalike
	}
	return au.String() == bu.String()
}

// SearchPath is the monocular search endpoint.
const SearchPath = "api/search"

// Source: helm.sh/helm/v4/internal/monocular/search.go:119 (pathjoin: path.Join on the Path field of a parsed url.URL keeps scheme and host intact; sample of 32 of 146 candidates)
func searchURL(baseURL, term string) (string, error) {
	p, err := url.Parse(baseURL)
	if err != nil {
		return "", err
	}
	p.Path = path.Join(p.Path, SearchPath) // lookalike
	// Source: helm.sh/helm/v4/internal/monocular/search.go:121 (escaper: url.QueryEscape is the right escaper for the q query value; sample of 32 of 146 candidates)
	p.RawQuery = "q=" + url.QueryEscape(term) // lookalike
	return p.String(), nil
}

// Source: helm.sh/helm/v4/pkg/repo/v1/chartrepo.go:264 (baseslash: the base path is given a trailing slash right before ResolveReference, so no base segment is dropped; sample of 32 of 146 candidates)
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

// Source: helm.sh/helm/v4/pkg/registry/client.go:907 (colonpath: the repo:tag path is set on a url.URL that has a Host, so String() puts a slash before it and the colon never reads as a scheme; sample of 32 of 146 candidates)
func validateReference(u *url.URL, repository, tag string) *url.URL {
	u.Path = fmt.Sprintf("%s:%s", repository, tag) // lookalike
	return u
}

// Source: helm.sh/helm/v4/pkg/downloader/manager.go:379 (syntax: a regular expression that matches OCI references, not a URI; sample of 32 of 146 candidates)
func parseOCIRef(chartRef string) (string, string, error) {
	refTagRegexp := regexp.MustCompile(`^(oci://[^:]+(:\d{1,5})?[^:]+):(.*)$`) // lookalike
	caps := refTagRegexp.FindStringSubmatch(chartRef)
	if len(caps) != 4 {
		return "", "", fmt.Errorf("improperly formatted oci chart reference: %s", chartRef)
	}
	return caps[1], caps[3], nil
}

// Source: helm.sh/helm/v4/pkg/cmd/search_repo.go:342 (syntax: shell completion entries made of a prefix, a tab and a description for cobra, not URIs; sample of 32 of 146 candidates)
func urlPrefixCompletions(toComplete string) []string {
	var completions []string
	for _, u := range []string{"oci://\tChart OCI prefix", "https://\tChart URL prefix"} { // lookalike
		if strings.HasPrefix(u, toComplete) {
			completions = append(completions, u)
		}
	}
	return completions
}

// Source: helm.sh/helm/v4/pkg/chart/v2/util/create.go:549 (hostjoin: NOTES.txt template text shown to the user with shell variables, not Go code building a URI, rule 4; sample of 32 of 146 candidates)
const defaultNotes = "{{- else if contains \"NodePort\" .Values.service.type }}\n  echo http://$NODE_IP:$NODE_PORT\n{{- end }}\n" // lookalike

// Source: helm.sh/helm/v4/pkg/downloader/manager.go:635 (syntax: a URL quoted inside an error message is prose, rule 4; sample of 32 of 146 candidates)
func missingReposError(errorMessage string) error {
	errorMessage += "\nNote that repositories must be URLs or aliases. For example, to refer to the \"example\"\nrepository, use \"https://charts.example.com/\" or \"@example\" instead of\n\"example\"." // lookalike
	return errors.New(errorMessage)
}

// Source: helm.sh/helm/v4/pkg/chart/common/util/jsonschema.go:213 (syntax: a prefix of an error message removed with TrimPrefix, not a URI; sample of 32 of 146 candidates)
func trimSchemaError(errStr string) string {
	return strings.TrimPrefix(errStr, "jsonschema validation failed with 'file:///values.schema.json#'\n") // lookalike
}
