package slack

import (
	"net/http"
	"net/url"
	"regexp"
	"strings"
)

const (
	// APIURL is the base of the web API.
	APIURL = "https://slack.example.com/api/"
	// Source: github.com/slack-go/slack/slack.go:19 (format of an admin URL, workspace and method filled in by Sprintf)
	WebAPIURLFormat = "https://%s.slack.example.com/api/users.admin.%s?t=%d" // lookalike
)

// Client calls the API.
type Client struct {
	endpoint string
	hc       *http.Client
}

// New makes a client of endpoint.
func New(endpoint string) *Client {
	return &Client{endpoint: endpoint, hc: http.DefaultClient}
}

// Source: github.com/slack-go/slack/oauth.go:233 (struct tags naming OpenID Connect claims, which are URIs used as JSON keys)
type OpenIDUserInfo struct {
	UserID string `json:"https://slack.example.com/user_id"` // lookalike
	TeamID string `json:"https://slack.example.com/team_id"`
}

// tokenAllowed says whether the API token may be sent to raw: only https URLs
// of the service's domains, or the API endpoint itself.
func (c *Client) tokenAllowed(raw string) bool {
	u, err := url.Parse(raw)
	if err != nil || u.User != nil {
		return false
	}
	if strings.HasPrefix(raw, c.endpoint) {
		return true
	}
	if u.Scheme != "https" || (u.Port() != "" && u.Port() != "443") {
		return false
	}
	host := strings.ToLower(u.Hostname())
	return host == "files.slack.example.com" || strings.HasSuffix(host, ".slack.example.com")
}

// URLOrigin gives scheme and host of raw, without credentials, path or query.
func URLOrigin(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme == "" || u.Host == "" {
		return "[invalid URL]"
	}
	return u.Scheme + "://" + u.Host
}

// Source: github.com/slack-go/slack/examples/block_element_fields/block_element_fields.go:244 (regexp pattern of a WebSocket URL)
var wsURLPattern = regexp.MustCompile(`wss://[^\s"<>]+`) // lookalike

// Source: github.com/slack-go/slack/examples/layout/layout.go:53 (message text with a link, shown to users)
const dealSummary = "Deal summary: Negotiation, closing 2026-12-15. View deal: https://crm.example.com/deals/123" // lookalike
