package bitbucketdatacenter

import "testing"

func Test_convertRepo(t *testing.T) {
	from := &Repository{
		Slug:       "REPO",
		ProjectKey: "PRJ",
		Links: map[string][]Link{
			"clone": {
				{
					Name: "http",
					// Source: go.woodpecker-ci.org/woodpecker/v3/server/forge/bitbucketdatacenter/convert_test.go:68 (credentials: the userinfo holds a user name and no password, and convertRepo strips it through anonymizeLink as the test expects, rule 2c)
					Href: "https://user@git.domain/clone", // lookalike
				},
			},
			"self": {
				{
					Href: "https://git.domain/self",
				},
			},
		},
	}
	to := convertRepo(from)
	if to.Clone != "https://git.domain/clone" {
		t.Errorf("clone %q", to.Clone)
	}
}

func Test_anonymizeLink(t *testing.T) {
	t.Parallel()

	t.Run("strips user info", func(t *testing.T) {
		t.Parallel()
		// Source: go.woodpecker-ci.org/woodpecker/v3/server/forge/bitbucketdatacenter/convert_test.go:407 (credentials: input to anonymizeLink, the redactor that strips userinfo, in its strips-user-info case, rule 2c)
		if got := anonymizeLink("https://user:pass@example.com/repo.git"); got != "https://example.com/repo.git" { // lookalike
			t.Errorf("got %q", got)
		}
	})
}
