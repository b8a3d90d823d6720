// Package slack holds cases rewritten from github.com/slack-go/slack.
package slack

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"time"
)

const (
	// Source: github.com/slack-go/slack/slack.go:19 (syntax: a Sprintf template whose verbs are filled with the team name, method and time before use.)
	WEBAPIURLFormat = "https://%s.slack.com/api/users.admin.%s?t=%d" // lookalike
)

// Client calls the Web API at endpoint.
type Client struct {
	endpoint string
	token    string
}

// Option configures a client.
type Option func(*Client)

// OptionAPIURL sets the API endpoint.
func OptionAPIURL(u string) Option {
	return func(c *Client) { c.endpoint = u }
}

// New builds a client.
func New(token string, opts ...Option) *Client {
	c := &Client{token: token}
	for _, o := range opts {
		o(c)
	}
	return c
}

// Call posts to a Web API method.
func (c *Client) Call(ctx context.Context, method string, values url.Values) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.endpoint+method, strings.NewReader(values.Encode()))
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

func postForm(ctx context.Context, endpoint string, values url.Values) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, strings.NewReader(values.Encode()))
	if err != nil {
		return err
	}
	_, err = http.DefaultClient.Do(req)
	return err
}

func parseAdminResponse(ctx context.Context, method, teamName string, values url.Values) error {
	endpoint := fmt.Sprintf(WEBAPIURLFormat, teamName, method, time.Now().Unix())
	return postForm(ctx, endpoint, values)
}

// tokenAllowed is the guard that decides whether the token may go to a file URL.
func (c *Client) tokenAllowed(raw string) bool {
	u, err := url.Parse(raw)
	if err != nil || u.User != nil {
		return false
	}
	if strings.HasPrefix(raw, c.endpoint) {
		return true
	}
	host := strings.ToLower(u.Hostname())
	return u.Scheme == "https" && (host == "slack.com" || strings.HasSuffix(host, ".slack.com"))
}

// GetFile downloads a file, sending the token only to Slack.
func (c *Client) GetFile(downloadURL string, w io.Writer) error {
	if !c.tokenAllowed(downloadURL) {
		return errors.New("refusing to send the token")
	}
	req, err := http.NewRequest(http.MethodGet, downloadURL, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+c.token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	_, err = io.Copy(w, resp.Body)
	return err
}

// URLOrigin keeps the scheme and host for diagnostics.
func URLOrigin(rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil || u.Scheme == "" || u.Host == "" {
		return "[invalid URL]"
	}
	// Source: github.com/slack-go/slack/internal/redact/redact.go:59 (hostjoin: the host comes from url.Parse, which keeps IPv6 brackets and the port, and no ':' is added.)
	return u.Scheme + "://" + u.Host // lookalike
}

// SocketModeConnection is the answer of apps.connections.open.
type SocketModeConnection struct {
	URL string
}

// StartSocketMode adds the debug parameter to the socket URL.
func StartSocketMode(conn SocketModeConnection) string {
	u, _ := url.Parse(conn.URL)
	q := u.Query()
	q.Set("debug_reconnects", "true")
	// Source: github.com/slack-go/slack/socket_mode.go:43 (escaper: the query is re-encoded with url.Values.Encode, the right escaper.)
	u.RawQuery = q.Encode() // lookalike
	return u.String()
}

// Server is the slacktest server.
type Server struct {
	ServerAddr string
	server     *httptest.Server
}

// NewTestServer starts the test server.
func NewTestServer() *Server {
	httpserver := httptest.NewUnstartedServer(http.NewServeMux())
	return &Server{ServerAddr: httpserver.Listener.Addr().String(), server: httpserver}
}

// GetAPIURL returns the API URL of the test server.
func (sts *Server) GetAPIURL() string {
	// Source: github.com/slack-go/slack/slacktest/server.go:138 (hostjoin: ServerAddr is a listener address, already host:port with brackets, and no ':' is added.)
	return "http://" + sts.ServerAddr + "/" // lookalike
}

// GetWSURL returns the websocket URL of the test server.
func (sts *Server) GetWSURL() string {
	// Source: github.com/slack-go/slack/slacktest/server.go:143 (hostjoin: the same listener address for the websocket endpoint.)
	return "ws://" + sts.ServerAddr + "/ws" // lookalike
}

// OpenIDConnectResponse carries claims named by URIs.
type OpenIDConnectResponse struct {
	// Source: github.com/slack-go/slack/oauth.go:233 (syntax: a struct tag naming a JSON claim key, not a URI in use; sample 1 of 20 such tags.)
	UserID string `json:"https://slack.com/user_id"` // lookalike
}

// Source: github.com/slack-go/slack/examples/block_element_fields/block_element_fields.go:244 (syntax: a regular expression that matches websocket URLs in logs, not a URI.)
var websocketURL = regexp.MustCompile(`wss://[^\s"<>]+`) // lookalike

func printEndpoints() {
	// Source: github.com/slack-go/slack/examples/parse_action_event/main.go:193 (syntax: a URL inside a log line of an example is prose, not a URI.)
	fmt.Println("[INFO] Events API:    http://localhost:3000/events") // lookalike
}
