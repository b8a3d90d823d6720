// Package oauth holds cases rewritten from github.com/cli/oauth.
package oauth

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// Host defines the endpoints used to authorize against an OAuth server.
type Host struct {
	DeviceCodeURL string
	TokenURL      string
}

// NewGitHubHost constructs a Host from the given URL to a GitHub instance.
func NewGitHubHost(hostURL string) (*Host, error) {
	base, err := url.Parse(strings.TrimSpace(hostURL))
	if err != nil {
		return nil, err
	}
	createURL := func(path string) string {
		u := *base
		u.Path = path
		return u.String()
	}
	return &Host{
		// Source: github.com/cli/oauth/oauth.go:37 (baseslash: u.Path is set, not resolved, to an absolute GitHub endpoint path on purpose; nothing is resolved against the base.)
		DeviceCodeURL: createURL("/login/device/code"), // lookalike
	}, nil
}

// GitHubHost constructs a Host from the given URL to a GitHub instance.
func GitHubHost(hostURL string) *Host {
	u, _ := url.Parse(hostURL)
	return &Host{
		// Source: github.com/cli/oauth/oauth.go:55 (hostjoin: scheme and u.Host come from a parsed URL; u.Host keeps the port and IPv6 brackets, there is no bare ':' join.)
		TokenURL: fmt.Sprintf("%s://%s/login/oauth/access_token", u.Scheme, u.Host), // lookalike
	}
}

// Flow facilitates a single OAuth authorization flow.
type Flow struct {
	Hostname string
	Host     *Host
}

// DeviceFlow resolves the host endpoints.
func (oa *Flow) DeviceFlow() (*Host, error) {
	host := oa.Host
	if host == nil {
		// Source: github.com/cli/oauth/oauth_device.go:35 (hostform: the literal is a scheme prefix joined to the configured hostname, not an empty-host URI.)
		parsedHost, err := NewGitHubHost("https://" + oa.Hostname) // lookalike
		if err != nil {
			return nil, err
		}
		host = parsedHost
	}
	return host, nil
}

// WebFlow holds the state of the web application flow.
type WebFlow struct {
	port  int
	state string
}

// BrowserParams are GET query parameters for initiating the web flow.
type BrowserParams struct {
	ClientID    string
	RedirectURI string
}

// BrowserURL appends GET query parameters to baseURL.
func (flow *WebFlow) BrowserURL(baseURL string, params BrowserParams) (string, error) {
	ru, err := url.Parse(params.RedirectURI)
	if err != nil {
		return "", err
	}
	// Source: github.com/cli/oauth/webapp/webapp_flow.go:63 (hostjoin: Hostname() strips the brackets of an IPv6 host in the caller-supplied redirect URI, and a bare ':' join then yields an invalid host:port.)
	ru.Host = fmt.Sprintf("%s:%d", ru.Hostname(), flow.port) // defect hostjoin
	q := url.Values{}
	q.Set("client_id", params.ClientID)
	q.Set("redirect_uri", ru.String())
	q.Set("state", flow.state)
	return baseURL + "?" + q.Encode(), nil
}

// CodeResult is what the local callback server received.
type CodeResult struct {
	Code  string
	State string
}

// Callback is the local redirect handler.
type Callback struct {
	Result CodeResult
}

// ServeHTTP implements http.Handler.
func (s *Callback) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	s.Result = CodeResult{Code: q.Get("code"), State: q.Get("state")}
	w.WriteHeader(http.StatusOK)
}

// CodeResponse holds the device code response.
type CodeResponse struct {
	DeviceCode              string
	VerificationURI         string
	VerificationURIComplete string
}

// ParseCode parses a form-encoded device code response body.
func ParseCode(body string) (*CodeResponse, error) {
	v, err := url.ParseQuery(body)
	if err != nil {
		return nil, err
	}
	return &CodeResponse{
		DeviceCode:              v.Get("device_code"),
		VerificationURI:         v.Get("verification_uri"),
		VerificationURIComplete: v.Get("verification_uri_complete"),
	}, nil
}

// Error is an API error response.
type Error struct {
	ResponseCode int
	RequestURI   string
}

// Error implements error.
func (e *Error) Error() string { return fmt.Sprintf("HTTP %d", e.ResponseCode) }
