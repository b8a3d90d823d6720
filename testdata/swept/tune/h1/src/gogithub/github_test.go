package gogithub

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// Source: github.com/google/go-github/v75/github/repos_test.go:4306 (marshal test builds a struct whose URL field has a host in mixed case)
func TestSignaturesProtectedBranchMarshal(t *testing.T) {
	u := &SignaturesProtectedBranch{
		URL:     Ptr("https://www.exampleURL.com"), // defect hostcase form
		Enabled: Ptr(false),
	}
	b, err := json.Marshal(u)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"enabled":false`) {
		t.Fatal(string(b))
	}
}

// Source: github.com/google/go-github/v75/github/github_test.go:1191 (client base URL with port 0 on purpose, so that dialing fails)
func TestDialError(t *testing.T) {
	c := NewClient(http.DefaultClient)
	c.BaseURL = &url.URL{Scheme: "http", Host: "127.0.0.1:0", Path: "/"} // lookalike
	req, err := c.NewRequest("GET", "zen")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.hc.Do(req); err == nil {
		t.Fatal("expected a dial error")
	}
	_ = refURLEscape("heads/main")
}

// Source: github.com/google/go-github/v75/github/github_test.go:410 (table of enterprise base URLs and the normalised URLs the client derives, single-label hosts)
func TestEnterpriseBaseURL(t *testing.T) {
	norm := func(s string) string {
		if !strings.HasSuffix(s, "/") {
			s += "/"
		}
		if !strings.HasSuffix(s, "/api/v3/") {
			s += "api/v3/"
		}
		return s
	}
	for _, tt := range []struct{ in, want string }{
		{"https://custom-url/api/v3", "https://custom-url/api/v3/"}, // lookalike
		{"https://custom-url", "https://custom-url/api/v3/"},        // lookalike
	} {
		if got := norm(tt.in); got != tt.want {
			t.Errorf("got %s want %s", got, tt.want)
		}
	}
}
