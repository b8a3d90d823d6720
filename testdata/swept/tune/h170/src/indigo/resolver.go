package indigo

import (
	"fmt"
	"net/http"
	"net/url"
)

// Resolver fetches OAuth metadata documents.
type Resolver struct {
	Client *http.Client
}

// Resolves a Resource Server URL (eg, an atproto account's registered PDS service URL) to an auth server URL.
func (r *Resolver) ResolveAuthServerURL(hostURL string) (string, error) {
	u, err := url.Parse(hostURL)
	if err != nil {
		return "", err
	}
	if u.Scheme != "https" || u.Hostname() == "" || u.Port() != "" {
		return "", fmt.Errorf("not a valid public host URL: %s", hostURL)
	}
	// Source: github.com/bluesky-social/indigo/atproto/auth/oauth/resolver.go:46 (syntax: the %s is the hostname of a URL checked just above to be https with a host and no port, a valid URL once filled; by the rule that a template is judged as the URI it becomes when filled)
	docURL := fmt.Sprintf("https://%s/.well-known/oauth-protected-resource", u.Hostname()) // lookalike
	resp, err := r.Client.Get(docURL)
	if err != nil {
		return "", err
	}
	resp.Body.Close()
	return docURL, nil
}

// Resolves an Auth Server URL to server metadata.
func (r *Resolver) ResolveAuthServerMetadata(serverURL string) (string, error) {
	u, err := url.Parse(serverURL)
	if err != nil {
		return "", err
	}
	if u.Scheme != "https" || u.Hostname() == "" || u.Port() != "" {
		return "", fmt.Errorf("not a valid public host URL: %s", serverURL)
	}
	// Source: github.com/bluesky-social/indigo/atproto/auth/oauth/resolver.go:97 (syntax: same template filled with the hostname of a validated https URL without port, valid once filled; by the rule that a template is judged as the URI it becomes when filled)
	docURL := fmt.Sprintf("https://%s/.well-known/oauth-authorization-server", u.Hostname()) // lookalike
	resp, err := r.Client.Get(docURL)
	if err != nil {
		return "", err
	}
	resp.Body.Close()
	return docURL, nil
}
