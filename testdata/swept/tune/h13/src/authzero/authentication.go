package authzero

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// Authentication is the auth client.
type Authentication struct {
	url      *url.URL
	basePath string
}

// New creates an auth client.
func New(ctx context.Context, domain string) (*Authentication, error) {
	// Ignore the scheme if it was defined in the domain variable, then prefix
	// with https as it's the only scheme supported by the Auth0 API.
	if i := strings.Index(domain, "//"); i != -1 {
		domain = domain[i+2:]
	}

	// Source: github.com/auth0/go-auth0/authentication/authentication.go:152 (hostjoin: a scheme put before the tenant domain, no port joined with ':')
	domain = "https://" + domain // lookalike

	u, err := url.Parse(domain)
	if err != nil {
		return nil, err
	}
	return &Authentication{url: u}, nil
}

// URI returns the absolute URL of the Authentication API with any path segments
// appended to the end.
func (a *Authentication) URI(path ...string) string {
	// Source: github.com/auth0/go-auth0/authentication/authentication_request.go:17 (hostjoin: the Host copied from a parsed URL, already host:port, and a decoded Path)
	baseURL := &url.URL{ // lookalike
		Scheme: a.url.Scheme,
		Host:   a.url.Host,
		Path:   a.basePath + "/",
	}
	return baseURL.String() + strings.Join(path, "/")
}

// LoginWithOTP builds the form of the mfa-otp grant.
func LoginWithOTP(clientID, mfaToken, otp string) url.Values {
	data := url.Values{
		"client_id": []string{clientID},
		// Source: github.com/auth0/go-auth0/authentication/mfa.go:59 (plainhttp: a grant type that names the grant with an http URI, an identifier sent as a form value, never fetched)
		"grant_type": []string{"http://auth0.com/oauth/grant-type/mfa-otp"}, // lookalike
		"mfa_token":  []string{mfaToken},
		"otp":        []string{otp},
	}
	return data
}

// ResolveBaseURL resolves the base URL from the given arguments,
// preferring the first non-empty value.
func ResolveBaseURL(values ...string) string {
	for _, value := range values {
		if value != "" {
			return value
		}
	}
	return ""
}

// EncodeURL encodes the given arguments into the URL, escaping
// values as needed.
func EncodeURL(urlFormat string, args ...interface{}) string {
	escapedArgs := make([]interface{}, 0, len(args))
	for _, arg := range args {
		// Source: github.com/auth0/go-auth0/management/internal/http.go:33 (escaper: url.PathEscape for each argument of a path format, the escaper of a path segment)
		escapedArgs = append(escapedArgs, url.PathEscape(fmt.Sprintf("%v", arg))) // lookalike
	}
	return fmt.Sprintf(urlFormat, escapedArgs...)
}

// RawClient calls the management API.
type RawClient struct {
	baseURL string
	client  *http.Client
}

// Create creates an action.
func (r *RawClient) Create(ctx context.Context, optionsBaseURL string) (*http.Response, error) {
	baseURL := ResolveBaseURL(
		optionsBaseURL,
		r.baseURL,
		// Source: github.com/auth0/go-auth0/management/actions/client/raw_client.go:44 (percent: the generated default base, a "{TENANT}" placeholder percent-encoded with upper case hex digits; '{' and '}' must be encoded, nothing is in another form)
		"https://%7BTENANT%7D.auth0.com/api/v2", // lookalike
	)
	endpointURL := baseURL + "/actions/actions"
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, endpointURL, nil)
	if err != nil {
		return nil, err
	}
	return r.client.Do(req)
}
