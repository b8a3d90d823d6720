// Package woodpecker mirrors the conversion of a forge push event into a pipeline.
package woodpecker

import (
	"fmt"
	"net/url"
	"strings"
)

// Pipeline is what the CI server stores.
type Pipeline struct {
	Ref      string
	ForgeURL string
	Event    string
}

// Source: go.woodpecker-ci.org/woodpecker/v3/server/forge/bitbucketdatacenter/convert.go:105 (tag ref escaped with url.QueryEscape as the value of the at query parameter)
func tagPipeline(baseURL, projectKey, slug, ref string) *Pipeline {
	p := &Pipeline{Ref: ref}
	if strings.HasPrefix(ref, "refs/tags/") {
		p.Event = "tag"
		p.ForgeURL = fmt.Sprintf("%s/projects/%s/repos/%s/browse?at=%s", baseURL, projectKey, slug, url.QueryEscape(p.Ref)) // lookalike
	}
	return p
}
