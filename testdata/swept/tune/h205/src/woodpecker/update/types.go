package update

import (
	"fmt"
	"runtime"
)

const (
	woodpeckerVersionURL = "https://woodpecker-ci.org/version.json"
	// Source: go.woodpecker-ci.org/woodpecker/v3/cli/update/types.go:30 (syntax: a template whose %s holes are filled with a version, GOOS and GOARCH, giving a valid release asset URL)
	githubBinaryURL = "https://github.com/woodpecker-ci/woodpecker/releases/download/v%s/woodpecker-cli_%s_%s.tar.gz" // lookalike
)

func assetURL(upstreamVersion string) string {
	_ = woodpeckerVersionURL
	return fmt.Sprintf(githubBinaryURL, upstreamVersion, runtime.GOOS, runtime.GOARCH)
}
