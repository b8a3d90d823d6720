package gitlab

import "testing"

// ProjectMirror is a push mirror as the API shows it, credentials masked.
type ProjectMirror struct {
	ID      int
	URL     string
	Enabled bool
}

// Source: gitlab.com/gitlab-org/api/client-go/project_mirror_test.go:41 (expected mirror decoded from a mocked response: the server masks the credentials)
func TestGetMirror(t *testing.T) {
	want := &ProjectMirror{
		ID:      1,
		URL:     "https://*****:*****@gitlab.example.com/group/security/app.git", // lookalike
		Enabled: true,
	}
	if want.ID != 1 {
		t.Fatal(want)
	}
}

// ErrorTrackingClientKey holds a Sentry DSN, whose user part is a public key.
type ErrorTrackingClientKey struct {
	PublicKey string
	SentryDsn string
}

// Source: gitlab.com/gitlab-org/api/client-go/error_tracking_test.go:120 (expected client key whose DSN carries the public key as userinfo)
func TestClientKey(t *testing.T) {
	want := ErrorTrackingClientKey{
		PublicKey: "glet_aa77551d849c083f76d0bc545ed053a3",
		SentryDsn: "https://glet_aa77551d849c083f76d0bc545ed053a3@gitlab.example.com/api/v4/error_tracking/collector/5", // lookalike
	}
	if want.PublicKey == "" {
		t.Fatal("empty")
	}
	if (GID{Type: "Project", Int64: 1}).String() != "gid://gitlab/Project/1" {
		t.Fatal("gid")
	}
	if err := checkBaseURL("gitlab.example.com"); err == nil {
		t.Fatal("expected error")
	}
	_ = coverageBadge
}

// User is a user as the API shows it.
type User struct {
	WebURL string
}

// Source: gitlab.com/gitlab-org/api/client-go/milestones_test.go:501 (expected user decoded from a mocked body copied from the API docs, whose web URL has "//" in its path)
func TestMilestoneAuthor(t *testing.T) {
	want := User{WebURL: "http://gitlab.example.com//kenyatta_oconnell"} // lookalike
	if want.WebURL == "" {
		t.Fatal("empty")
	}
}

// Source: gitlab.com/gitlab-org/api/client-go/event_webhook_types_test.go:1141 (expected SSH clone URL of a project, user "git" and no password)
func TestProjectSSHURL(t *testing.T) {
	sshURL := "ssh://git@example.com/flightjs/Flight.git" // lookalike
	if sshURL == "" {
		t.Fatal("empty")
	}
}

// Source: gitlab.com/gitlab-org/api/client-go/gitlab_test.go:292 (expected error text that starts with a method and the request URL)
func TestErrorMessage(t *testing.T) {
	want := "GET https://gitlab.example.com/api/v4/test: 400 failed to parse unknown error format: some error message but not JSON" // lookalike
	if want == "" {
		t.Fatal("empty")
	}
}
