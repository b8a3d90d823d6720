// Package oras holds cases rewritten from oras.land/oras-go/v2.
package oras

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

// Reference is a registry reference: a registry host and a repository name.
type Reference struct {
	Registry   string
	Repository string
}

func buildScheme(plainHTTP bool) string {
	if plainHTTP {
		return "http"
	}
	return "https"
}

// Source: oras.land/oras-go/v2/registry/remote/url.go:52 (escaper: the repository is a validated reference name of lowercase letters, digits, separators and slashes, and raw names are look-alikes for escaper; uniform sample of 37 of 110.)
func buildRepositoryBaseURL(plainHTTP bool, ref Reference) string {
	return fmt.Sprintf("%s://%s/v2/%s", buildScheme(plainHTTP), ref.Registry, ref.Repository) // lookalike
}

// BuildReferrersURL builds the URL of the referrers API.
func BuildReferrersURL(plainHTTP bool, ref Reference, dgst, artifactType string) string {
	var query string
	if artifactType != "" {
		v := url.Values{}
		v.Set("artifactType", artifactType)
		query = "?" + v.Encode()
	}
	return buildRepositoryBaseURL(plainHTTP, ref) + "/referrers/" + dgst + query
}

// Source: oras.land/oras-go/v2/registry/remote/repository.go:558 (escaper: the query values are set on url.Values and encoded with Encode before they go into RawQuery; uniform sample of 37 of 110.)
func listTags(ctx context.Context, client *http.Client, tagListURL string, pageSize int, last string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, tagListURL, nil)
	if err != nil {
		return nil, err
	}
	q := req.URL.Query()
	if pageSize > 0 {
		q.Set("n", strconv.Itoa(pageSize))
	}
	if last != "" {
		q.Set("last", last)
	}
	req.URL.RawQuery = q.Encode() // lookalike
	return client.Do(req)
}

// Source: oras.land/oras-go/v2/registry/remote/repository.go:941 (hostjoin: the host comes from Location.Hostname, which strips the brackets of an IPv6 registry address, and is joined to the request port with a bare colon into the URL's Host.)
func completePushAfterInitialPost(ctx context.Context, client *http.Client, req *http.Request, resp *http.Response) (*http.Response, error) {
	reqHostname := req.URL.Hostname()
	reqPort := req.URL.Port()
	location, err := resp.Location()
	if err != nil {
		return nil, err
	}
	locationHostname := location.Hostname()
	locationPort := location.Port()
	if reqPort == "443" && locationHostname == reqHostname && locationPort == "" {
		location.Host = locationHostname + ":" + reqPort // defect hostjoin
	}
	if location.Host != req.URL.Host {
		return nil, errors.New("blob upload location is on a different host")
	}
	put, err := http.NewRequestWithContext(ctx, http.MethodPut, location.String(), nil)
	if err != nil {
		return nil, err
	}
	return client.Do(put)
}

// Source: oras.land/oras-go/v2/registry/remote/credentials/internal/config/config.go:335 (hostform: a scheme prefix trimmed from a legacy config key, not a URI with an empty host; uniform sample of 37 of 110.)
func ToHostname(addr string) string {
	addr = strings.TrimPrefix(addr, "http://") // lookalike
	addr, _, _ = strings.Cut(addr, "/")
	return addr
}

// canonicalHost returns the lower-cased host of u with the default port of
// its scheme, as a comparison key.
func canonicalHost(u *url.URL) string {
	port := u.Port()
	if port == "" {
		switch strings.ToLower(u.Scheme) {
		case "https":
			port = "443"
		case "http":
			port = "80"
		}
	}
	return strings.ToLower(u.Hostname()) + "|" + port
}

func sameHTTPOrigin(a, b *url.URL) bool {
	if !strings.EqualFold(a.Scheme, b.Scheme) {
		return false
	}
	return canonicalHost(a) == canonicalHost(b)
}

func leftOrigin(via []*http.Request, req *http.Request) bool {
	for _, r := range via {
		if !sameHTTPOrigin(via[0].URL, r.URL) {
			return true
		}
	}
	return !sameHTTPOrigin(via[0].URL, req.URL)
}

// validateRealm rejects token realms that point at blocked addresses.
func validateRealm(realm string, registry *url.URL) error {
	if realm == "" {
		return nil
	}
	u, err := url.Parse(realm)
	if err != nil {
		return err
	}
	if u.Scheme != "https" && u.Scheme != "http" {
		return errors.New("unsupported realm scheme")
	}
	if strings.EqualFold(u.Hostname(), registry.Hostname()) {
		return nil
	}
	if strings.Contains(u.Host, "%") {
		return errors.New("zoned realm address")
	}
	return nil
}

// parseLink returns the next-page URL of a Link header, resolved against
// the request URL; it must stay on the same origin.
func parseLink(requestURL, header string) (string, error) {
	start, end := strings.Index(header, "<"), strings.Index(header, ">")
	if start != 0 || end < 0 {
		return "", fmt.Errorf("invalid link header %q", header)
	}
	base, err := url.Parse(requestURL)
	if err != nil {
		return "", err
	}
	next, err := base.Parse(header[1:end])
	if err != nil {
		return "", err
	}
	if !sameHTTPOrigin(base, next) {
		return "", errors.New("cross-origin link")
	}
	return next.String(), nil
}

// parseChallenge returns the scheme and the parameters of a
// WWW-Authenticate header.
func parseChallenge(header string) (string, map[string]string) {
	scheme, rest, _ := strings.Cut(strings.TrimSpace(header), " ")
	params := map[string]string{}
	for _, part := range strings.Split(rest, ",") {
		k, v, ok := strings.Cut(part, "=")
		if !ok {
			continue
		}
		params[strings.TrimSpace(k)] = strings.Trim(strings.TrimSpace(v), `"`)
	}
	return scheme, params
}

// isHTTPSUpgrade reports whether a redirect upgrades the same host from
// standard HTTP to standard HTTPS.
func isHTTPSUpgrade(from, to *url.URL) bool {
	return from.Scheme == "http" && to.Scheme == "https" &&
		strings.EqualFold(from.Hostname(), to.Hostname()) &&
		(from.Port() == "" || from.Port() == "80") &&
		(to.Port() == "" || to.Port() == "443")
}

// mapHostname maps Docker Hub host names to the key of the legacy index.
func mapHostname(host, legacyIndex string) string {
	if host == "docker.io" || host == "registry-1.docker.io" {
		return legacyIndex
	}
	return host
}
