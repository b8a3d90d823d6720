package gogithub

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// Source: github.com/google/go-github/v75/github/activity_test.go:92 (expected feed URL that is a URI template with a {user} variable)
func TestFeedsTemplate(t *testing.T) {
	want := "https://github.example.com/{user}" // lookalike
	if !strings.Contains(want, "{user}") {
		t.Fatal(want)
	}
}

// Source: github.com/google/go-github/v75/github/admin_orgs_test.go:87 (expected URL copied from the API docs, "<hostname>" standing for the server)
func TestRenameOrgJob(t *testing.T) {
	want := "https://<hostname>/api/v3/organizations/1" // lookalike
	if want == "" {
		t.Fatal("empty")
	}
}

func lastPage(link string) string {
	for _, part := range strings.Split(link, ",") {
		seg := strings.Split(strings.TrimSpace(part), ";")
		raw := strings.Trim(seg[0], "<>")
		if _, err := url.Parse(raw); err != nil {
			return ""
		}
		return raw
	}
	return ""
}

// Source: github.com/google/go-github/v75/github/github_test.go:1006 (Link header with a bad percent-encoding, under the comment "more invalid URLs": no page may be read from it)
func TestLinkHeaderInvalidURL(t *testing.T) {
	r := http.Response{Header: http.Header{
		"Link": {`<https://api.example.com/%?page=2>; rel="first"`}, // lookalike
	}}
	if got := lastPage(r.Header.Get("Link")); got != "" {
		t.Errorf("got %q", got)
	}
}

// Source: github.com/google/go-github/v75/github/github_test.go:2900 (expected error text that starts with a method and a URL)
func TestErrorText(t *testing.T) {
	want := "PUT https://example.com: 429 <msg> []" // lookalike
	if got := fmt.Sprintf("%v %v: %d %v []", "PUT", "https://example.com", 429, "<msg>"); got != want {
		t.Errorf("got %q", got)
	}
}

// Source: github.com/google/go-github/v75/github/orgs_packages_test.go:152 (expected package URL decoded from a mocked response, a '/' in the name encoded as %2F)
func TestPackageURL(t *testing.T) {
	want := "https://api.example.com/orgs/example/packages/container/hello%2Fhello_docker" // lookalike
	u, err := url.Parse(want)
	if err != nil || u.RawPath == "" {
		t.Fatal(err)
	}
}

// Source: github.com/google/go-github/v75/github/repos_commits_test.go:488 (table varies branch names with every punctuation on purpose; expected URLs mirror the mocked body, escaped with url.QueryEscape as the server wrote them)
func TestCompareURLs(t *testing.T) {
	for _, tc := range []struct{ base, head string }{
		{"b", "h"},
		{"`~!@#$%^&*()_+-=[]\\{}|;':\",./<>?/*-+123base", "head123"},
	} {
		escapedBase := url.QueryEscape(tc.base)
		escapedHead := url.QueryEscape(tc.head)
		want := fmt.Sprintf("https://github.example.com/o/r/compare/%v...%v", escapedBase, escapedHead) // lookalike
		if want == "" {
			t.Fatal("empty")
		}
	}
}
