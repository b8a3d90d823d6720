// Package git holds rewritten excerpts of scorecard's generic git client.
package git

import "strings"

// CloneOptions is a stand-in for go-git's CloneOptions.
type CloneOptions struct {
	URL string
}

// PlainClone is a stand-in for go-git's PlainClone.
func PlainClone(path string, isBare bool, o *CloneOptions) (string, error) {
	_ = isBare
	return path + " <- " + o.URL, nil
}

// InitRepo clones the repo whose URI (host/owner/repo, or a file:// path) is uri.
func InitRepo(uri, tempDir string) (string, error) {
	const filePrefix = "file://"
	if strings.HasPrefix(uri, filePrefix) {
		return strings.TrimPrefix(uri, filePrefix), nil
	}
	// Source: github.com/ossf/scorecard/v5/clients/git/client.go:85 (sink: a bare https prefix only searched for with strings.HasPrefix, no URI use; a value only compared, searched for or trimmed is no URI use by the closing rule)
	if !strings.HasPrefix(uri, "https://") && // lookalike
		// Source: github.com/ossf/scorecard/v5/clients/git/client.go:85 (sink: a bare ssh prefix only searched for with strings.HasPrefix, no URI use; a value only compared, searched for or trimmed is no URI use by the closing rule)
		!strings.HasPrefix(uri, "ssh://") { // lookalike
		// Source: github.com/ossf/scorecard/v5/clients/git/client.go:86 (sink: https is put before a scheme-less host/owner/repo reference, which gives a full clone URI; the sink rule is met since the function gets the full URI it needs)
		uri = "https://" + uri // lookalike
	}
	if !strings.HasSuffix(uri, ".git") {
		uri += ".git"
	}
	return PlainClone(tempDir, false, &CloneOptions{URL: uri})
}
