package bitbucket

import "testing"

func Test_cloneLink(t *testing.T) {
	repo := &Repo{}
	repo.Links.Clone = append(repo.Links.Clone, Link{
		Name: "https",
		Href: "https://bitbucket.org/foo/bar.git",
	})
	link := cloneLink(repo)
	if link != repo.Links.Clone[0].Href {
		t.Errorf("got %q", link)
	}

	repo = &Repo{}
	// Source: go.woodpecker-ci.org/woodpecker/v3/server/forge/bitbucket/convert_test.go:108 (credentials: input to cloneLink, which strips the userinfo, and the test expects it gone; a fixture for the code that redacts it by rule 2c)
	repo.Links.HTML.Href = "https://foo:bar@bitbucket.org/foo/bar.git" // lookalike
	link = cloneLink(repo)
	if link != "https://bitbucket.org/foo/bar.git" {
		t.Errorf("got %q", link)
	}
}
