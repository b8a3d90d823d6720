// Package dropbox holds cases rewritten from github.com/dropbox/dropbox-sdk-go-unofficial/v6.
package dropbox

import (
	"fmt"
	"net/http"
)

const (
	apiVersion    = 2
	defaultDomain = ".dropboxapi.com"
	hostAPI       = "api"
	hostContent   = "content"
)

// Endpoint is the pair of OAuth2 endpoints.
type Endpoint struct {
	AuthURL  string
	TokenURL string
}

func urlGenerator(domain string) func(hostType, namespace, route string) string {
	hostMap := map[string]string{
		hostAPI:     hostAPI + domain,
		hostContent: hostContent + domain,
	}
	return func(hostType, namespace, route string) string {
		fqHost := hostMap[hostType]
		// Source: github.com/dropbox/dropbox-sdk-go-unofficial/v6/dropbox/sdk.go:390 (syntax: the %s/%d verbs are template holes filled with a DNS host the code builds from constants and SDK route names, so the built URL is valid)
		return fmt.Sprintf("https://%s/%d/%s/%s", fqHost, apiVersion, namespace, route) // lookalike
	}
}

// OAuthEndpoint constructs the OAuth2 endpoints for a domain.
func OAuthEndpoint(domain string) Endpoint {
	if domain == "" {
		domain = defaultDomain
	}
	// Source: github.com/dropbox/dropbox-sdk-go-unofficial/v6/dropbox/sdk.go:402 (syntax: the domain begins with a dot, so the template yields an ordinary DNS host such as meta plus the domain)
	authURL := fmt.Sprintf("https://meta%s/oauth2/authorize", domain) // lookalike
	// Source: github.com/dropbox/dropbox-sdk-go-unofficial/v6/dropbox/sdk.go:403 (syntax: same template with the api prefix for the token endpoint, a valid URL once filled)
	tokenURL := fmt.Sprintf("https://api%s/oauth2/token", domain) // lookalike
	return Endpoint{AuthURL: authURL, TokenURL: tokenURL}
}

func execute(hostType, namespace, route string) (*http.Response, error) {
	req, err := http.NewRequest("POST", urlGenerator(defaultDomain)(hostType, namespace, route), nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}
