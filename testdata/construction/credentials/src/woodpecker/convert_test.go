package woodpecker

import (
	"net/url"
	"testing"
)

func anonymizeLink(link string) string {
	u, err := url.Parse(link)
	if err != nil {
		return link
	}
	u.User = nil
	return u.String()
}

// Source: github.com/woodpecker-ci/woodpecker/server/forge/bitbucketdatacenter/convert_test.go:407 (the input of the package's link anonymizer, expected back without its userinfo)
func TestAnonymizeLink(t *testing.T) {
	if got := anonymizeLink("https://user:pass@git.example.com/repo.git"); got != "https://git.example.com/repo.git" { // lookalike
		t.Errorf("got %q", got)
	}
}
