// Package gitlab holds cases from gitlab.com/gitlab-org/api/client-go (v2):
// the client, its OAuth2 callback server and its test fixtures.
package gitlab

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"

	"golang.org/x/oauth2"
)

// Client manages communication with the GitLab API.
type Client struct {
	baseURL *url.URL
	client  *http.Client
}

// NewClient returns a client for the API under baseURL.
func NewClient(baseURL string) (*Client, error) {
	u, err := url.Parse(baseURL)
	if err != nil {
		return nil, err
	}
	if !strings.HasSuffix(u.Path, "/") {
		u.Path += "/"
	}
	u.Path += "api/v4/"
	return &Client{baseURL: u, client: http.DefaultClient}, nil
}

// NewRequest creates a request for a path relative to the base URL; the
// path is already escaped.
func (c *Client) NewRequest(method, path string) (*http.Request, error) {
	u := *c.baseURL
	unescaped, err := url.PathUnescape(path)
	if err != nil {
		return nil, err
	}
	u.RawPath = c.baseURL.Path + path
	u.Path = c.baseURL.Path + unescaped
	return http.NewRequest(method, u.String(), nil)
}

func (c *Client) get(path string, v any) error {
	req, err := c.NewRequest(http.MethodGet, path)
	if err != nil {
		return err
	}
	resp, err := c.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 {
		return &ErrorResponse{StatusCode: resp.StatusCode, Response: resp, Message: resp.Status}
	}
	return json.NewDecoder(resp.Body).Decode(v)
}

// PathEscape is a helper function to escape a project identifier.
func PathEscape(s string) string {
	return strings.ReplaceAll(url.PathEscape(s), ".", "%2E")
}

// ErrorResponse is an error the API answers with.
type ErrorResponse struct {
	StatusCode int
	Response   *http.Response
	Message    string
}

func (e *ErrorResponse) Error() string {
	path := e.Response.Request.URL.EscapedPath()
	u := fmt.Sprintf("%s://%s%s", e.Response.Request.URL.Scheme, e.Response.Request.URL.Host, path)
	return fmt.Sprintf("%s %s: %d %s", e.Response.Request.Method, u, e.StatusCode, e.Message)
}

// Ptr returns a pointer to v.
func Ptr[T any](v T) *T { return &v }

// ProjectMirror is a push mirror of a project.
type ProjectMirror struct {
	Enabled      bool   `json:"enabled"`
	ID           int64  `json:"id"`
	UpdateStatus string `json:"update_status"`
	AuthMethod   string `json:"auth_method"`
	URL          string `json:"url"`
}

// ListProjectMirror lists the push mirrors of a project.
func (c *Client) ListProjectMirror(pid int) ([]*ProjectMirror, error) {
	var pms []*ProjectMirror
	err := c.get(fmt.Sprintf("projects/%d/remote_mirrors", pid), &pms)
	return pms, err
}

// ErrorTrackingClientKey is a client key of the integrated error tracking.
type ErrorTrackingClientKey struct {
	ID        int64  `json:"id"`
	Active    bool   `json:"active"`
	PublicKey string `json:"public_key"`
	SentryDsn string `json:"sentry_dsn"`
}

// ListClientKeys lists the error tracking client keys of a project.
func (c *Client) ListClientKeys(pid int) ([]*ErrorTrackingClientKey, error) {
	var cks []*ErrorTrackingClientKey
	err := c.get(fmt.Sprintf("projects/%d/error_tracking/client_keys", pid), &cks)
	return cks, err
}

// GroupBadge is a badge of a group.
type GroupBadge struct {
	LinkURL          string `json:"link_url"`
	ImageURL         string `json:"image_url"`
	RenderedLinkURL  string `json:"rendered_link_url"`
	RenderedImageURL string `json:"rendered_image_url"`
}

// GroupBadgePreviewOptions are the options of PreviewGroupBadge; the URLs
// may hold placeholders such as %{project_path}.
type GroupBadgePreviewOptions struct {
	LinkURL  *string `url:"link_url,omitempty" json:"link_url,omitempty"`
	ImageURL *string `url:"image_url,omitempty" json:"image_url,omitempty"`
}

// PreviewGroupBadge returns how the badge's URLs render.
func (c *Client) PreviewGroupBadge(gid int, opt *GroupBadgePreviewOptions) (*GroupBadge, error) {
	q := url.Values{}
	if opt.LinkURL != nil {
		q.Set("link_url", *opt.LinkURL)
	}
	if opt.ImageURL != nil {
		q.Set("image_url", *opt.ImageURL)
	}
	b := new(GroupBadge)
	err := c.get(fmt.Sprintf("groups/%d/badges/render?%s", gid, q.Encode()), b)
	return b, err
}

// BasicUser is a user as other objects show it.
type BasicUser struct {
	ID        int64  `json:"id"`
	Username  string `json:"username"`
	Name      string `json:"name"`
	State     string `json:"state"`
	AvatarURL string `json:"avatar_url"`
	WebURL    string `json:"web_url"`
}

// MergeRequest is a merge request.
type MergeRequest struct {
	ID        int64        `json:"id"`
	Reviewers []*BasicUser `json:"reviewers"`
}

// ListMergeRequestsByCommit lists the merge requests of a commit.
func (c *Client) ListMergeRequestsByCommit(pid int, sha string) ([]*MergeRequest, error) {
	var mrs []*MergeRequest
	err := c.get(fmt.Sprintf("projects/%d/repository/commits/%s/merge_requests", pid, PathEscape(sha)), &mrs)
	return mrs, err
}

// PushEvent is the payload of a push webhook.
type PushEvent struct {
	ObjectKind string `json:"object_kind"`
	UserName   string `json:"user_name"`
	UserAvatar string `json:"user_avatar"`
}

// CallbackServer handles the OAuth2 callback flow for GitLab authentication.
type CallbackServer struct {
	config *oauth2.Config
	server *http.Server
	addr   string
}

// NewCallbackServer creates a callback server listening on addr (":7171",
// or ":0" for a port the OS picks).
func NewCallbackServer(config *oauth2.Config, addr string) *CallbackServer {
	return &CallbackServer{config: config, addr: addr}
}

func listenerPort(ln net.Listener) (int, error) {
	addr, ok := ln.Addr().(*net.TCPAddr)
	if !ok {
		return 0, fmt.Errorf("unexpected listener address %v", ln.Addr())
	}
	return addr.Port, nil
}

// GetToken runs the flow and returns the authorization URL it opened.
func (s *CallbackServer) GetToken(ctx context.Context) (string, error) {
	u, err := url.Parse(s.config.RedirectURL)
	if err != nil {
		return "", err
	}

	ln, err := net.Listen("tcp", s.addr)
	if err != nil {
		return "", fmt.Errorf("server failed: %w", err)
	}
	defer ln.Close()

	// When the redirect URL contains port 0, replace it with the actual port
	// that was assigned by the OS.
	if u.Port() == "0" {
		actualPort, err := listenerPort(ln)
		if err != nil {
			return "", fmt.Errorf("failed to get listener port: %w", err)
		}
		// Source: gitlab.com/gitlab-org/api/client-go/gitlaboauth2/callback_server.go:192 (hostjoin: the host is u.Hostname() of the RedirectURL the caller configures, which drops the brackets of "[::1]"; joined to the port with ':' it gives "::1:54321")
		u.Host = fmt.Sprintf("%s:%d", u.Hostname(), actualPort) // defect hostjoin
		s.config.RedirectURL = u.String()
	}

	state := oauth2.GenerateVerifier()
	verifier := oauth2.GenerateVerifier()
	authURL := s.config.AuthCodeURL(state, oauth2.S256ChallengeOption(verifier))

	mux := http.NewServeMux()
	mux.HandleFunc("/"+strings.TrimPrefix(u.Path, "/"), func(w http.ResponseWriter, r *http.Request) {})
	s.server = &http.Server{Handler: mux}
	go s.server.Serve(ln)
	<-ctx.Done()
	return authURL, nil
}
