// Package goth holds cases from github.com/markbates/goth.
package goth

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// Provider is an OAuth2 provider with configurable endpoints.
type Provider struct {
	ClientKey, Secret, CallbackURL string
	authURL, tokenURL, profileURL  string
	client                         *http.Client
}

// NewCustomisedURL builds a provider whose endpoints are given.
func NewCustomisedURL(key, secret, callback, authURL, tokenURL, profileURL string) *Provider {
	return &Provider{ClientKey: key, Secret: secret, CallbackURL: callback, authURL: authURL, tokenURL: tokenURL, profileURL: profileURL, client: http.DefaultClient}
}

// BeginAuth returns the URL the user is sent to.
func (p *Provider) BeginAuth(state string) (string, error) {
	u, err := url.Parse(p.authURL)
	if err != nil {
		return "", err
	}
	q := u.Query()
	q.Set("client_id", p.ClientKey)
	q.Set("redirect_uri", p.CallbackURL)
	q.Set("state", state)
	u.RawQuery = q.Encode()
	return u.String(), nil
}

// Source: github.com/markbates/goth/providers/nextcloud/nextcloud.go:20 (default endpoints with a placeholder host to replace)
var (
	DefaultAuthURL  = "https://<own-server>/apps/oauth2/authorize"    // lookalike
	DefaultTokenURL = "https://<own-server>/apps/oauth2/api/v1/token" // lookalike
)

const tokenInfoEndpoint = "https://api.crm.example.com/oauth/v1/access-tokens/"

func tokenInfo(c *http.Client, token string) (*http.Response, error) {
	// Source: github.com/markbates/goth/providers/hubspot/hubspot.go:103 (access token appended as a path segment with QueryEscape)
	return c.Get(tokenInfoEndpoint + url.QueryEscape(token)) // defect escaper
}

const userInfoEndpoint = "https://oauth.mail.example.com/userinfo"

func fetchUser(c *http.Client, accessToken string) (*http.Response, error) {
	// Source: github.com/markbates/goth/providers/mailru/mailru.go:88 (access token put in the query with no escaping)
	reqURL := fmt.Sprintf("%s?access_token=%s", userInfoEndpoint, accessToken) // defect escaper
	return c.Get(reqURL)
}

const usersGetEndpoint = "https://api.social.example.com/method/users.get"

func fetchProfile(c *http.Client, accessToken string) (*http.Response, error) {
	// Source: github.com/markbates/goth/providers/vk/vk.go:89 (token in a query value, not escaped)
	requestURL := fmt.Sprintf("%s?fields=%s&access_token=%s&v=%s", usersGetEndpoint, "photo_200", accessToken, "5.131") // defect escaper
	return c.Get(requestURL)
}

func appleAuthURL(u *url.URL) string {
	// Source: github.com/markbates/goth/providers/apple/apple.go:109 (spaces re-encoded as %20 on purpose)
	u.RawQuery = strings.ReplaceAll(u.RawQuery, "+", "%20") // lookalike
	return u.String()
}

func crmUserURL(id string) (*http.Request, error) {
	u, err := url.Parse(id)
	if err != nil {
		return nil, err
	}
	// Source: github.com/markbates/goth/providers/salesforce/salesforce.go:99 (identity URL rebuilt from scheme, host and path)
	userURL := u.Scheme + "://" + u.Host + "/" + u.Path // lookalike
	return http.NewRequest("GET", userURL, nil)
}

const shopProfile = "myshop.example.com/admin/api/2024-01/shop.json"

func shopRequest(shop string) (*http.Request, error) {
	// Source: github.com/markbates/goth/providers/shopify/shopify.go:110 (format string with the shop name as first label)
	return http.NewRequest("GET", fmt.Sprintf("https://%s.%s", shop, shopProfile), nil) // lookalike
}

const slackProfile = "https://chat.example.com/api/users.info"

func slackUser(userID string) (*http.Request, error) {
	// Source: github.com/markbates/goth/providers/slack/slack.go:120 (user ID of a safe alphabet appended to the query)
	return http.NewRequest("GET", slackProfile+"?user="+userID, nil) // lookalike
}
