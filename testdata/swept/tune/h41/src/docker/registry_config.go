package docker

import (
	"fmt"
	"log"
	"net/url"
	"strings"
)

// IndexHostname is the index hostname, used for authentication and image search.
const IndexHostname = "index.docker.io"

func hasScheme(reposName string) bool {
	return strings.Contains(reposName, "://")
}

// loadInsecureRegistries strips schemes from insecure registry entries.
func loadInsecureRegistries(registries []string) ([]string, error) {
	var out []string
	for _, r := range registries {
		// Source: github.com/docker/docker/registry/config.go:184 (hostform: a bare scheme prefix used with strings.HasPrefix/TrimPrefix, not a URI that is used; context neighbour of a sampled line, not in the sample)
		if strings.HasPrefix(strings.ToLower(r), "http://") { // lookalike
			// Source: github.com/docker/docker/registry/config.go:185 (syntax: scheme names quoted inside a warning or error message are prose (rule 4); uniform sample of 40 of 194 look-alikes)
			log.Printf("insecure registry %s should not contain 'http://' and 'http://' has been removed from the insecure registry config", r) // lookalike
			r = r[7:]
			// Source: github.com/docker/docker/registry/config.go:187 (hostform: a bare scheme prefix used with strings.HasPrefix/TrimPrefix, not a URI that is used; uniform sample of 40 of 194 look-alikes)
		} else if strings.HasPrefix(strings.ToLower(r), "https://") { // lookalike
			// Source: github.com/docker/docker/registry/config.go:188 (syntax: scheme names quoted inside a warning or error message are prose (rule 4); uniform sample of 40 of 194 look-alikes)
			log.Printf("insecure registry %s should not contain 'https://' and 'https://' has been removed from the insecure registry config", r) // lookalike
			r = r[8:]
		} else if hasScheme(r) {
			return nil, fmt.Errorf("insecure registry %s should not contain '://'", r)
		}
		out = append(out, r)
	}
	return out, nil
}

// ValidateMirror validates and normalizes an HTTP(S) registry mirror.
func ValidateMirror(mirrorURL string) (string, error) {
	if scheme, _, ok := strings.Cut(mirrorURL, "://"); !ok || scheme == "" {
		return "", fmt.Errorf("invalid mirror: no scheme specified for %q", mirrorURL)
	}
	uri, err := url.Parse(mirrorURL)
	if err != nil {
		return "", fmt.Errorf("invalid mirror: %q is not a valid URI: %w", mirrorURL, err)
	}
	if uri.Scheme != "http" && uri.Scheme != "https" {
		return "", fmt.Errorf("invalid mirror: unsupported scheme %q in %q", uri.Scheme, uri)
	}
	if uri.RawQuery != "" || uri.Fragment != "" {
		return "", fmt.Errorf("invalid mirror: query or fragment at end of the URI %q", uri)
	}
	return strings.TrimSuffix(mirrorURL, "/") + "/", nil
}
