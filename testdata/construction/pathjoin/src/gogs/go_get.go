// Package gogs mirrors the go-get meta page of a git service.
package gogs

import (
	"fmt"
	"path"
)

// ExternalURL is the public URL of the service, ending in "/".
var ExternalURL = "https://git.example.com/"

// Source: gogs.io/gogs/internal/context/go_get.go:38 (path.Join of owner, repository, "src" and branch, appended to the external URL)
func goGetPrefix(ownerName, repoName, branchName string) string {
	prefix := ExternalURL + path.Join(ownerName, repoName, "src", branchName) // lookalike
	return fmt.Sprintf(`<meta name="go-source" content="%s">`, prefix)
}
