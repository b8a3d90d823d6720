package bitbucketdatacenter

import (
	"fmt"
	"net/url"
	"strings"
)

// Link is a bitbucket data center API link.
type Link struct {
	Name string
	Href string
}

// Repository is the part of a bitbucket data center repository read here.
type Repository struct {
	Slug       string
	ProjectKey string
	Links      map[string][]Link
}

// Repo stands in for model.Repo.
type Repo struct {
	Name     string
	Owner    string
	FullName string
	Clone    string
	ForgeURL string
}

// Pipeline stands in for model.Pipeline.
type Pipeline struct {
	Ref      string
	ForgeURL string
	Event    string
}

func anonymizeLink(link string) (href string) {
	parsed, err := url.Parse(link)
	if err != nil {
		return link
	}
	parsed.User = nil
	return parsed.String()
}

func convertRepo(from *Repository) *Repo {
	r := &Repo{
		Name:     from.Slug,
		Owner:    from.ProjectKey,
		FullName: fmt.Sprintf("%s/%s", from.ProjectKey, from.Slug),
	}

	for _, l := range from.Links["clone"] {
		if l.Name == "http" {
			r.Clone = anonymizeLink(l.Href)
		}
	}

	if l, ok := from.Links["self"]; ok && len(l) > 0 {
		r.ForgeURL = l[0].Href
	}

	return r
}

func convertRepositoryPushEvent(from *Repository, refID, toHash, baseURL string) *Pipeline {
	pipeline := &Pipeline{
		Ref:      refID,
		ForgeURL: fmt.Sprintf("%s/projects/%s/repos/%s/commits/%s", baseURL, from.ProjectKey, from.Slug, toHash),
	}

	if strings.HasPrefix(refID, "refs/tags/") {
		pipeline.Event = "tag"
		// Source: go.woodpecker-ci.org/woodpecker/v3/server/forge/bitbucketdatacenter/convert.go:105 (escaper: the ref is escaped with url.QueryEscape and used as the at query value, the right escaper for a query)
		pipeline.ForgeURL = fmt.Sprintf("%s/projects/%s/repos/%s/browse?at=%s", baseURL, from.ProjectKey, from.Slug, url.QueryEscape(pipeline.Ref)) // lookalike
	} else {
		pipeline.Event = "push"
	}

	return pipeline
}
