package authzero

import (
	"fmt"
	"net/url"
	"strings"

	"golang.org/x/oauth2/clientcredentials"
)

// Management is the management API client.
type Management struct {
	baseURL string
}

// NewManagement creates a new Auth0 Management client.
func NewManagement(domain string) (*Management, error) {
	// Strip any existing scheme from the domain (e.g., "https://", "http://")
	if i := strings.Index(domain, "//"); i != -1 {
		domain = domain[i+2:]
	}

	// Always prepend https:// (WithInsecure() will change this to http:// if needed)
	// Source: github.com/auth0/go-auth0/management/client/management.go:24 (hostjoin: a scheme put before the domain, nothing joined with ':')
	u, err := url.Parse("https://" + domain) // lookalike
	if err != nil {
		return nil, fmt.Errorf("invalid Auth0 domain %q: %w", domain, err)
	}
	u.Path = ""
	return &Management{baseURL: u.String() + "/api/v2"}, nil
}

// RequestOptions are the options of a request.
type RequestOptions struct {
	BaseURL string
}

// ClientCredentialsOption authenticates with client credentials.
type ClientCredentialsOption struct {
	ClientID     string
	ClientSecret string
}

func (c *ClientCredentialsOption) config(options *RequestOptions) *clientcredentials.Config {
	parsedURL, err := url.Parse(options.BaseURL)
	if err != nil {
		return nil
	}

	// Source: github.com/auth0/go-auth0/management/core/request_option.go:225 (hostjoin: the Host of a parsed URL, already host:port, after its own scheme)
	tokenURL := parsedURL.Scheme + "://" + parsedURL.Host + "/oauth/token" // lookalike
	return &clientcredentials.Config{
		ClientID:     c.ClientID,
		ClientSecret: c.ClientSecret,
		TokenURL:     tokenURL,
		EndpointParams: url.Values{
			"audience": []string{parsedURL.Scheme + "://" + parsedURL.Host + "/api/v2/"},
		},
	}
}
