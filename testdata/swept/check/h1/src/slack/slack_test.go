package slack

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// Source: github.com/slack-go/slack/files_test.go:186 (table of URLs a token-leak guard accepts or rejects: host case, default port, deceptive userinfo)
func TestTokenOnlySentToService(t *testing.T) {
	c := New("http://127.0.0.1:8080/")
	cases := []struct {
		url     string
		allowed bool
	}{
		{"https://files.slack.example.com/files-pri/T1-F1/a.txt", true},
		{"https://FILES.Slack.example.com/files-pri/T1-F1/a.txt", true},     // lookalike
		{"https://files.slack.example.com:443/files-pri/T1-F1/a.txt", true}, // lookalike
		{"https://files.slack.example.com@evil.example/a.txt", false},       // lookalike
	}
	for _, tc := range cases {
		if got := c.tokenAllowed(tc.url); got != tc.allowed {
			t.Errorf("%s: got %v", tc.url, got)
		}
	}
}

// Source: github.com/slack-go/slack/internal/redact/redact_test.go:11 (table of the redactor that keeps only a URL's origin: credentials and a bad escape as inputs)
func TestURLOriginOmitsCredentials(t *testing.T) {
	for _, tt := range []struct{ url, want string }{
		{"wss://user:secret@wss.slack.example.com/private?ticket=secret#secret", "wss://wss.slack.example.com"}, // lookalike
		{"wss://wss.slack.example.com/%secret", "[invalid URL]"},                                                // lookalike
	} {
		if got := URLOrigin(tt.url); got != tt.want {
			t.Errorf("URLOrigin(%q) = %q, want %q", tt.url, got, tt.want)
		}
	}
}

// Source: github.com/slack-go/slack/apps_test.go:71 (client of a test server, URL made of "http://" and the listener's host:port)
func TestClientOfTestServer(t *testing.T) {
	server := httptest.NewServer(http.NotFoundHandler())
	defer server.Close()
	serverAddr := server.Listener.Addr().String()
	api := New("http://" + serverAddr + "/") // lookalike
	if !strings.HasPrefix(api.endpoint, "http://") {
		t.Fatal(api.endpoint)
	}
}

// Source: github.com/slack-go/slack/interactions_test.go:744 (request whose payload is smuggled in the query; the parser must ignore it and fail)
func TestIgnoreQueryPayload(t *testing.T) {
	req, err := http.NewRequest(http.MethodPost, "http://slack.example.org/interactions?payload=%7B%22type%22%3A%22view_submission%22%7D", strings.NewReader("")) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if err := req.ParseForm(); err != nil || req.PostForm.Get("payload") != "" {
		t.Fatal("payload must not come from the query")
	}
}

// Source: github.com/slack-go/slack/files_test.go:432 (expected upload URL decoded from a mocked response, single-label host of a test server)
func TestUploadURLExternal(t *testing.T) {
	body := []byte(`{"ok":true,"file_id":"RandomID","upload_url":"http://test-server/abc"}`) // lookalike
	want := "http://test-server/abc"                                                         // lookalike
	if !strings.Contains(string(body), want) {
		t.Fatal("mismatch")
	}
}

// Source: github.com/slack-go/slack/socketmode/debug_logging_test.go:176 (scheme prefix trimmed from the test server's URL to find its host in the logs)
func TestLogsNameServer(t *testing.T) {
	server := httptest.NewServer(http.NotFoundHandler())
	defer server.Close()
	host := strings.TrimPrefix(server.URL, "http://") // lookalike
	if host == "" {
		t.Fatal("empty")
	}
}
