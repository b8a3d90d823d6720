package kubevela

import (
	"net/url"
	"strings"
	"testing"
)

func redactURLCredentials(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return raw
	}
	u.User = nil
	return u.String()
}

// Source: github.com/kubevela/kubevela/pkg/controller/utils/capability_test.go:760 (the input of the package's credential redactor; the test checks the password is gone)
func TestRedactURLCredentials(t *testing.T) {
	cases := map[string]struct{ in, want string }{
		"https with user and password": {"https://user:s3cr3t@git.example.com/org/repo.git", "https://git.example.com/org/repo.git"}, // lookalike
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			got := redactURLCredentials(tc.in)
			if got != tc.want || strings.Contains(got, "s3cr3t") {
				t.Errorf("got %q", got)
			}
		})
	}
}
