package slack

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
)

var (
	serverAddr string
	once       sync.Once
)

func startServer() {
	server := httptest.NewServer(nil)
	serverAddr = server.Listener.Addr().String()
}

func TestSlack_GetFile(t *testing.T) {
	once.Do(startServer)
	// Source: github.com/slack-go/slack/files_test.go:77 (hostjoin: serverAddr is the test listener address, already host:port; sample 1 of 180 serverAddr builds of the same shape.)
	api := New("testing-token", OptionAPIURL("http://"+serverAddr+"/")) // lookalike
	if api.endpoint == "" {
		t.Fatal("no endpoint")
	}
}

func TestSlash_ServeHTTP(t *testing.T) {
	once.Do(startServer)
	// Source: github.com/slack-go/slack/slash_test.go:40 (hostjoin: Sprintf puts the listener address, already host:port, after the scheme.)
	serverURL := fmt.Sprintf("http://%s/slash", serverAddr) // lookalike
	resp, err := http.PostForm(serverURL, url.Values{"command": {"/command"}})
	if err == nil {
		resp.Body.Close()
	}
}

func TestGetFileSignInRedirect(t *testing.T) {
	const downloadPath = "/files-pri/T1-F1/download/todo.html"
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == downloadPath {
			// Source: github.com/slack-go/slack/files_test.go:129 (escaper: url.QueryEscape on a query value is the right escaper.)
			http.Redirect(w, r, "/?redir="+url.QueryEscape(r.URL.Path), http.StatusFound) // lookalike
			return
		}
		_, _ = io.WriteString(w, "Sign in")
	}))
	defer ts.Close()
	var buf strings.Builder
	_ = New("xoxb-invalid", OptionAPIURL(ts.URL+"/")).GetFile(ts.URL+downloadPath, &buf)
}

func TestTokenOnlySentToSlack(t *testing.T) {
	cases := []struct {
		url     string
		allowed bool
	}{
		// Source: github.com/slack-go/slack/files_test.go:186 (hostcase: a row of the token-guard table that varies the host case on purpose.)
		{"https://FILES.Slack.com/files-pri/T1-F1/a.txt", true}, // lookalike
		// Source: github.com/slack-go/slack/files_test.go:187 (port: a row of the token-guard table that writes the default port on purpose.)
		{"https://files.slack.com:443/files-pri/T1-F1/a.txt", true}, // lookalike
		// Source: github.com/slack-go/slack/files_test.go:192 (credentials: a deceptive user name the guard must reject, in a table of attacks.)
		{"https://files.slack.com@evil.example/a.txt", false}, // lookalike
		// Source: github.com/slack-go/slack/files_test.go:195 (plainhttp: a plain http row the guard must reject; a neighbour row of the sweep candidates.)
		{"http://files.slack.com/files-pri/T1-F1/a.txt", false}, // lookalike
		// Source: github.com/slack-go/slack/files_test.go:197 (sink: a URL without scheme the guard must reject; a neighbour row of the sweep candidates.)
		{"files.slack.com/files-pri/T1-F1/a.txt", false}, // lookalike
	}
	api := New("xoxb-secret")
	for _, tc := range cases {
		if got := api.tokenAllowed(tc.url); got != tc.allowed {
			t.Errorf("tokenAllowed(%q) = %v, want %v", tc.url, got, tc.allowed)
		}
	}
}

type uploadURLResponse struct {
	FileID    string `json:"file_id"`
	UploadURL string `json:"upload_url"`
}

func TestGetUploadURLExternal(t *testing.T) {
	var got uploadURLResponse
	if err := json.Unmarshal([]byte(`{"file_id":"RandomID"}`), &got); err != nil {
		t.Fatal(err)
	}
	want := uploadURLResponse{
		FileID: "RandomID",
		// Source: github.com/slack-go/slack/files_test.go:432 (plainhttp: a single-label test host in the expected response, not a public host.)
		UploadURL: "http://test-server/abc", // lookalike
	}
	_ = want
}

func TestRTMConnect(t *testing.T) {
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		// Source: github.com/slack-go/slack/rtm_test.go:56 (hostjoin: r.Host is the request's host:port, already bracketed for IPv6, and no ':' is added.)
		_ = json.NewEncoder(w).Encode(map[string]any{"ok": true, "url": "ws://" + r.Host + "/ws"}) // lookalike
	}))
	defer server.Close()
}

func TestSocketModeDebugLogsOmitConnectionTicket(t *testing.T) {
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{
			// Source: github.com/slack-go/slack/socketmode/debug_logging_test.go:146 (hostjoin: r.Host is already host:port; the ticket in the query is a token, not userinfo.)
			"ok": true, "url": "ws://" + r.Host + "/ws?ticket=connection-secret", // lookalike
		})
	}))
	defer server.Close()
	var logs strings.Builder
	// Source: github.com/slack-go/slack/socketmode/debug_logging_test.go:176 (hostform: a scheme prefix trimmed from the server URL, not a URI with an empty host.)
	if !strings.Contains(logs.String(), strings.TrimPrefix(server.URL, "http://")) { // lookalike
		t.Log("address not logged")
	}
}

func TestInteractionCallback_Parser_IgnoresQueryStringPayload(t *testing.T) {
	// Source: github.com/slack-go/slack/interactions_test.go:744 (percent: upper-case escapes of reserved characters in a replay-attack request that must fail.)
	req, err := http.NewRequest(http.MethodPost, "http://slack.example.org/interactions?payload=%7B%22type%22%3A%22view_submission%22%7D", strings.NewReader("")) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if err := req.ParseForm(); err != nil {
		t.Fatal(err)
	}
	if req.PostForm.Get("payload") != "" {
		t.Error("payload taken from the query string")
	}
}

func TestURLOriginOmitsCredentials(t *testing.T) {
	for _, tt := range []struct {
		url  string
		want string
	}{
		// Source: github.com/slack-go/slack/internal/redact/redact_test.go:11 (credentials: a password given to the redactor that must drop it.)
		{"wss://user:secret@wss.slack.com/private-secret?ticket=secret#secret", "wss://wss.slack.com"}, // lookalike
		// Source: github.com/slack-go/slack/internal/redact/redact_test.go:13 (syntax: a bad percent-escape the redactor must report as invalid.)
		{"wss://wss.slack.com/%secret", "[invalid URL]"}, // lookalike
	} {
		if got := URLOrigin(tt.url); got != tt.want {
			t.Errorf("URLOrigin(%q) = %q, want %q", tt.url, got, tt.want)
		}
	}
}

func getAdminTeamsSettingsInfo(rw http.ResponseWriter, r *http.Request) {
	rw.Header().Set("Content-Type", "application/json")
	// Source: github.com/slack-go/slack/admin_teams_test.go:86 (syntax: a JSON response body that contains a URL, not a URI; sample 1 of 104 JSON fixture literals in tests.)
	_, _ = rw.Write([]byte(`{"ok": true, "team": {"id": "T12345", "name": "Test Workspace", "url": "https://test-workspace.slack.com/"}}`)) // lookalike
}

func TestSetAgentConversationProperties(t *testing.T) {
	// Source: github.com/slack-go/slack/agents_properties_test.go:65 (syntax: an expected JSON value holding a URL, not a URI.)
	want := map[string]string{"agent_resource": `{"url":"https://github.com/example/repo/pull/42"}`} // lookalike
	if len(want) != 1 {
		t.Fatal("bad want")
	}
}

func TestAuthTestCapturesHeaders(t *testing.T) {
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		// Source: github.com/slack-go/slack/response_headers_test.go:15 (syntax: a JSON response body with a URL field, not a URI.)
		_, _ = w.Write([]byte(`{"ok":true,"url":"https://example.slack.com","team":"T","user":"U","team_id":"T1","user_id":"U1"}`)) // lookalike
	}))
	defer ts.Close()
}

func TestTeamDomainChange(t *testing.T) {
	var got string
	if got == "" {
		// Source: github.com/slack-go/slack/slackevents/inner_events_test.go:2385 (syntax: a URL inside a test failure message is prose.)
		t.Logf("url should be https://newdomain.slack.com, was %s", got) // lookalike
	}
}

func TestUserProfileImage(t *testing.T) {
	var got string
	if got != "" {
		// Source: github.com/slack-go/slack/users_test.go:978 (syntax: a URL quoted in a test failure message is prose.)
		t.Fatalf(`user.Profile.Image1024 = %q, want "https://example.com/1024.png"`, got) // lookalike
	}
}
