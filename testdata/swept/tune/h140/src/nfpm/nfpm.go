// Package nfpm holds cases rewritten from github.com/goreleaser/nfpm/v2.
package nfpm

// Info holds package metadata.
type Info struct {
	// Source: github.com/goreleaser/nfpm/v2/nfpm.go:312 (syntax: the URL is an example value in a jsonschema struct tag, documentation rather than a URI in use)
	Homepage string `yaml:"homepage,omitempty" json:"homepage,omitempty" jsonschema:"title=package homepage,example=https://example.com"` // lookalike
	// Source: github.com/goreleaser/nfpm/v2/nfpm.go:314 (syntax: the URL is prose in the description of a jsonschema struct tag (rule 4))
	Changelog string `yaml:"changelog,omitempty" json:"changelog,omitempty" jsonschema:"title=package changelog,example=changelog.yaml,description=see https://github.com/goreleaser/chglog for more details"` // lookalike
}
