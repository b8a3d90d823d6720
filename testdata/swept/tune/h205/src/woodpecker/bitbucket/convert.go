package bitbucket

import "net/url"

// Link is a bitbucket API link.
type Link struct {
	Name string
	Href string
}

// Repo is the part of a bitbucket repository cloneLink reads.
type Repo struct {
	Links struct {
		Clone []Link
		HTML  struct{ Href string }
	}
}

// cloneLink is a helper function that tries to extract the clone url from the
// repository object.
func cloneLink(repo *Repo) string {
	var clone string

	for _, link := range repo.Links.Clone {
		if link.Name == "https" {
			clone = link.Href
		}
	}

	// if no repository name is provided, we use the Html link. this excludes the
	// .git suffix, but will still clone the repo.
	if len(clone) == 0 {
		clone = repo.Links.HTML.Href
	}

	// if bitbucket tries to automatically populate the user in the url we must
	// strip it out.
	cloneURL, err := url.Parse(clone)
	if err == nil {
		cloneURL.User = nil
		clone = cloneURL.String()
	}

	return clone
}
