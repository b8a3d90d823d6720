package presto

import (
	"fmt"
	"net/http"
	"net/url"
	"sort"
	"strings"
)

// Client talks to a server.
type Client struct {
	serverUrl *url.URL
	Session
}

// Session holds per-session settings.
type Session struct {
	client   *Client
	userInfo *url.Userinfo
}

// NewClient initializes the client.
func NewClient(serverUrl string, basicAuth ...string) (*Client, error) {
	parsedUrl, err := url.Parse(serverUrl)
	if err != nil {
		return nil, fmt.Errorf("invalid server URL: %w", err)
	}
	c := &Client{serverUrl: parsedUrl}
	c.Session.client = c
	return c, nil
}

// NewSession returns a new session.
func (c *Client) NewSession() *Session { return &Session{client: c} }

// UserPassword sets the user and the password of the session.
func (s *Session) UserPassword(user, password string) *Session {
	// Source: github.com/prestodb/presto-go-client/client.go:169 (credentials: url.UserPassword of the caller's user and password, no constant)
	s.userInfo = url.UserPassword(user, password) // lookalike
	return s
}

// NewRequest creates a request for urlStr, resolved against the server URL.
func (s *Session) NewRequest(method, urlStr string, body interface{}) (*http.Request, error) {
	u, err := s.client.serverUrl.Parse(urlStr)
	if err != nil {
		return nil, err
	}
	return http.NewRequest(method, u.String(), nil)
}

func (c *Client) generateSessionHeader(params map[string]interface{}) string {
	pairs := make([]string, 0, len(params))
	for k, v := range params {
		// Source: github.com/prestodb/presto-go-client/client.go:663 (escaper: a session value escaped for a header value, key=value pairs joined with commas, no URI)
		val := url.QueryEscape(fmt.Sprintf("%v", v)) // lookalike
		pairs = append(pairs, fmt.Sprintf("%s=%s", k, val))
	}
	sort.Strings(pairs)
	return strings.Join(pairs, ",")
}
