// Package soci holds cases rewritten from github.com/awslabs/soci-snapshotter.
package soci

import (
	"fmt"
	"net"
	"net/http"
	"net/url"
	"path"
	"strings"
)

// RegistryHost holds the parts of a configured registry host.
type RegistryHost struct {
	Scheme string
	Host   string
	Path   string
}

// Source: github.com/awslabs/soci-snapshotter/fs/remote/resolver.go:246 (pathjoin: path.Join gets the registry host and path, never a URI with a scheme, so nothing of a scheme's slashes is collapsed)
func blobURL(host RegistryHost, locator, hostname, digest string) string {
	return fmt.Sprintf("%s://%s/%s/blobs/%s", host.Scheme, path.Join(host.Host, host.Path), strings.TrimPrefix(locator, hostname+"/"), digest) // lookalike
}

// Source: github.com/awslabs/soci-snapshotter/fs/remote/resolver.go:480 (escaper: repository and reference of an image reference are names, which the rules do not require to be escaped)
func CraftBlobURL(host, repository, reference string, plainHTTP bool) string {
	scheme := defaultScheme(host)
	if plainHTTP {
		scheme = "http"
	}
	return fmt.Sprintf("%s://%s/v2/%s/blobs/%s", scheme, host, repository, reference) // lookalike
}

// Source: github.com/awslabs/soci-snapshotter/service/resolver/client.go:295 (hostform: the realm takes the host of the request that got the response, never empty for a sent request)
func ecrRealm(resp *http.Response) string {
	realm := ""
	if resp.Request != nil {
		realm = "https://" + resp.Request.URL.Host + "/" // lookalike
	}
	return realm
}

func addDefaultScheme(endpoint string) (string, error) {
	// Source: github.com/awslabs/soci-snapshotter/service/resolver/cri.go:273 (sink: the dummy scheme only lets url.Parse split the host out of a schemeless endpoint; nothing fetches it)
	ue := "dummy://" + endpoint // lookalike
	u, err := url.Parse(ue)
	if err != nil {
		return "", err
	}
	// Source: github.com/awslabs/soci-snapshotter/service/resolver/cri.go:278 (plainhttp: the scheme comes from a helper that picks http only for loopback hosts, https otherwise)
	return fmt.Sprintf("%s://%s", defaultScheme(u.Host), endpoint), nil // lookalike
}

func defaultScheme(host string) string {
	h, _, err := net.SplitHostPort(host)
	if err != nil {
		h = host
	}
	if h == "localhost" {
		return "http"
	}
	if ip := net.ParseIP(h); ip != nil && ip.IsLoopback() {
		return "http"
	}
	return "https"
}

func redactQueryValues(u *url.URL) {
	if u == nil {
		return
	}
	q := u.Query()
	for k := range q {
		q.Set(k, "redacted")
	}
	u.RawQuery = q.Encode()
}
