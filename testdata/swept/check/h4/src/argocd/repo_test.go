package argocd

import (
	"net/url"
	"strings"
	"testing"
)

type destination struct {
	Server    string
	Namespace string
}

func TestDestination(t *testing.T) {
	d := destination{Server: FakeClusterURL, Namespace: "fake-dest-ns"}
	if d.Server == "" {
		t.Fatal("no server")
	}
}

func TestAppURLDefault(t *testing.T) {
	result := appURL("localhost:80", true, "test")
	// Source: github.com/argoproj/argo-cd/v3/cmd/argocd/commands/app_test.go:904 (expected UI URL of the builder, with the default port of http)
	expectation := "http://localhost:80/applications/test" // defect port form
	if result != expectation {
		t.Fatalf("Incorrect url %q, should be %q", result, expectation)
	}
}

func normalizeGitURL(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	return strings.TrimSuffix(s, ".git")
}

func TestNormalizeGitURL(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		// Source: github.com/argoproj/argo-cd/v3/util/git/git_test.go:128 (uppercase host as input of the repo URL normaliser)
		{"https://GITHUB.com/argoproj/test.git", "https://github.com/argoproj/test"}, // lookalike
		// Source: github.com/argoproj/argo-cd/v3/util/git/git_test.go:139 (white space around the URL, input of the normaliser)
		{" https://github.com/argoproj/test ", "https://github.com/argoproj/test"}, // lookalike
	} {
		if got := normalizeGitURL(tc.in); got != tc.want {
			t.Errorf("%q: got %q", tc.in, got)
		}
	}
}

func stripCredentials(s string) string {
	u, err := url.Parse(s)
	if err != nil {
		return s
	}
	u.User = nil
	return u.String()
}

func TestStripCredentials(t *testing.T) {
	// Source: github.com/argoproj/argo-cd/v3/util/git/git_test.go:157 (password as input of the code that strips credentials)
	in := "https://user:p@ss@github.com/argoproj/argo-cd.git" // lookalike
	if got := stripCredentials(in); strings.Contains(got, "ss@") {
		t.Fatalf("got %q", got)
	}
}

func TestProxyURLValidation(t *testing.T) {
	for _, p := range []string{
		// Source: github.com/argoproj/argo-cd/v3/util/git/creds_test.go:439 (invalid character in the host, in the list of proxies that must be rejected)
		"socks5://host|id:1080", // lookalike
		// Source: github.com/argoproj/argo-cd/v3/util/git/creds_test.go:448 (port out of range in the list of proxies that must be rejected)
		"socks5://host:65536", // lookalike
	} {
		u, err := url.Parse(p)
		if err == nil && u.Port() != "65536" {
			t.Errorf("%s accepted", p)
		}
	}
}

func TestWebhookRepoMatch(t *testing.T) {
	match := func(a, b string) bool {
		ua, _ := url.Parse(a)
		ub, _ := url.Parse(b)
		return ua.Hostname() == ub.Hostname() && strings.TrimSuffix(ua.Path, ".git") == strings.TrimSuffix(ub.Path, ".git")
	}
	// Source: github.com/argoproj/argo-cd/v3/util/webhook/webhook_test.go:684 (row of the webhook repo matcher with the default https port)
	if !match("https://example.com:443/org/repo", "https://example.com/org/repo.git") { // lookalike
		t.Fatal("no match")
	}
}

func TestSourceRepoPattern(t *testing.T) {
	// Source: github.com/argoproj/argo-cd/v3/pkg/apis/application/v1alpha1/types_test.go:91 (negated glob of source repos)
	pattern := "!https://github.com/argoproj/*" // lookalike
	if !strings.HasPrefix(pattern, "!") {
		t.Fatal(pattern)
	}
}

func TestHostname(t *testing.T) {
	h, err := hostname("git.example.com:2222/org/repo")
	if err != nil || h != "git.example.com" {
		t.Fatalf("got %q, %v", h, err)
	}
}
