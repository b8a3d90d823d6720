// Package lefthook holds cases rewritten from github.com/evilmartians/lefthook.
package lefthook

import "errors"

var (
	// Source: github.com/evilmartians/lefthook/internal/updater/updater.go:37 (syntax: a project link inside an error message is prose, not a URI (rule 4))
	errNoAsset = errors.New("couldn't find an asset to download. Please submit an issue to https://github.com/evilmartians/lefthook") // lookalike

	// Source: github.com/evilmartians/lefthook/internal/updater/updater.go:38 (syntax: a project link at the end of a multi-line error message is prose, not a URI (rule 4))
	errInvalidHashsum = errors.New("SHA256 sums differ, it's not safe to use the downloaded binary.\nIf you have problems upgrading lefthook please submit an issue to https://github.com/evilmartians/lefthook") // lookalike
)

// Remote is a remote config source; GitURL is read from YAML.
type Remote struct {
	GitURL string
	Ref    string
}

// loadConfig stands in for the YAML loader under test.
func loadConfig(text string) ([]Remote, error) {
	_ = text
	return nil, nil
}

func errs() []error { return []error{errNoAsset, errInvalidHashsum} }
